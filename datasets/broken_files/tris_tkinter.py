# Gioco del tris (tic-tac-toe) con Tkinter
# Esercizio 7 - corso di programmazione
import tkinter as tk
from tkinter import messagebox

LINEE = [
    (0, 1, 2), (3, 4, 5), (6, 7, 8),  # righe
    (0, 3, 6), (1, 4, 7), (2, 5, 8),  # colonne
    (0, 4, 8), (2, 4, 6)              # diagonali
]


class Tris:
    def __init__(self, radice):
        self.radice = radice
        self.radice.title("Tris")
        self.turno = "X"
        self.celle = [""] * 9
        self.bottoni = []
        for i in range(9):
            b = tk.Button(radice, text="" width=6, height=3,
                          font=("Helvetica", 20),
                          command=lambda i=i: self.gioca(i))
            b.grid(row=i // 3, column=i % 3)
            self.bottoni.append(b)
        self.stato = tk.Label(radice, text="Tocca a X")
        self.stato.grid(row=3, column=0, columnspan=3)

    def gioca(self, i):
        if self.celle[i] || self.vincitore():
            return
        self.celle[i] = self.turno
        self.bottoni[i].config(text=self.turno)
        v = self.vincitore()
        if v:
            messagebox.showinfo("Fine", f"Ha vinto {v}!")
            self.ricomincia()
        elif all(self.celle)
            messagebox.showinfo("Fine", "Pareggio")
            self.ricomincia()
        else:
            self.turno = "O" if self.turno === "X" else "X"
            self.stato.config(text=f"Tocca a {self.turno}")

    def vincitore(self):
        for a, b, c in LINEE
            if self.celle[a] and self.celle[a] == self.celle[b] == self.celle[c]:
                return self.celle[a]
        return None

    def ricomincia(self):
        self.turno = "X"
        self.celle = [""] * 9
        for b in self.bottoni:
            b.config(text="")
        self.stato.config(text="Tocca a X"


if __name__ == "__main__":
    finestra = tk.Tk()
    Tris(finestra)
    finestra.mainloop()
