# Ültetési rend tervező - Szőlőskert Rendezvényház, Eger
# Írta: Kovács Bence (a rendezvényház tulajdonosa). Vendégeket az asztalokhoz húzni egérrel.
# A terv egy JSON fájlba mentődik, és ki lehet nyomtatni PostScriptként.

import json
import math
import tkinter as tk
from tkinter import filedialog, messagebox, simpledialog

ASZTAL_SUGAR = 48
SZEK_SUGAR = 11
HELYEK_ASZTALONKENT = 8
VASZON_MERET = (1000, 680)
SZINEK = {
    "menyasszony": "#f7c6d9",
    "vőlegény": "#c6dbf7",
    "közös": "#e8e2c8",
    "gyerek": "#d4f0c4",
}


class Asztal:
    def __init__(self, vaszon, sorszam, x, y):
        self.vaszon = vaszon
        self.sorszam = sorszam
        self.x, self.y = x, y
        self.vendegek = []
        self.kor = vaszon.create_oval(
            x - ASZTAL_SUGAR,
            y - ASZTAL_SUGAR,
            x + ASZTAL_SUGAR,
            y + ASZTAL_SUGAR,
            fill="#ffffff",
            outline="#8a6d3b",
            width=3,
            tags=("asztal", f"asztal{sorszam}"),
        )
        self.felirat = vaszon.create_text(x, y, text=f"{sorszam}. asztal", font=("Georgia", 11, "bold"))

    def szek_helye(self, i):
        szog = 2 * math.pi * i / HELYEK_ASZTALONKENT - math.pi / 2
        r = ASZTAL_SUGAR + SZEK_SUGAR + 6
        return self.x + r * math.cos(szog), self.y + r * math.sin(szog)

    def tartalmaz(self, x, y):
        return math.hypot(x - self.x, y - self.y) <= ASZTAL_SUGAR + 2 * SZEK_SUGAR + 10


class Tervezo(tk.Tk):
    def __init__(self):
        super().__init__()
        self.title("Ültetési rend - Szőlőskert Rendezvényház")
        self.vaszon = tk.Canvas(self, width=VASZON_MERET[0], height=VASZON_MERET[1], bg="#fbf8f1", highlightthickness=0)
        self.vaszon.grid(row=0, column=0, rowspan=7, padx=(10, 0), pady=10)

        self.lista = tk.Listbox(self, width=28, height=24, font=("Segoe UI", 10), activestyle="none")
        self.lista.grid(row=0, column=1, sticky="ns", padx=10, pady=(10, 4))
        gombok = [
            ("Vendég hozzáadása", self.uj_vendeg),
            ("Asztal hozzáadása", self.uj_asztal),
            ("Mentés", self.mentes,
            ("Betöltés", self.betoltes),
            ("Nyomtatás (PS)", self.nyomtatas),
            ("Névsor exportálása", self.nevsor_export),
        ]
        for sor, (felirat, parancs) in enumerate(gombok, start=1):
            tk.Button(self, text=felirat, command=parancs, width=24, relief="groove", bg="#efe6d2").grid(
                row=sor, column=1, padx=10, pady=2
            )

        self.asztalok = []
        self.vendegek = {}
        self.huzott = None
        for i in range(6):
            self.uj_asztal(x=170 + (i % 3) * 300, y=170 + (i // 3) * 320)

        self.lista.bind("<ButtonPress-1>", self.lista_fogas)
        self.vaszon.bind("<B1-Motion>", self.huzas)
        self.vaszon.bind("<ButtonRelease-1>", self.elengedes)
        self.bind("<B1-Motion>", self.huzas)
        self.bind("<ButtonRelease-1>", self.elengedes)
        self.vaszon.bind("<Button-3>", self.vendeg_levetele)

    def uj_asztal(self, x=None, y=None):
        if x is None:
            x, y = VASZON_MERET[0] // 2, VASZON_MERET[1] // 2
        self.asztalok.append(Asztal(self.vaszon, len(self.asztalok) + 1, x, y))

    def uj_vendeg(self):
        nev = simpledialog.askstring("Új vendég", "Vendég neve:", parent=self)
        if not nev:
            return
        oldal = simpledialog.askstring("Új vendég", "Oldal (menyasszony / vőlegény / közös / gyerek):", parent=self) or "közös"
        oldal = oldal.strip().lower()
        self.vendegek[nev] = {"oldal": oldal if oldal in SZINEK else "közös", "asztal": None}
        self.frissit_lista()

    def frissit_lista(self):
        self.lista.delete(0, "end")
        for nev, adat in sorted(self.vendegek.items()):
            if adat["asztal"] is None:
                self.lista.insert("end", nev)
                self.lista.itemconfig("end", bg=SZINEK[adat["oldal"]])

    def lista_fogas(self, esemeny):
        index = self.lista.nearest(esemeny.y)
        if index < 0 or index >= self.lista.size():
            return
        self.huzott = self.lista.get(index)
        self.config(cursor="hand2")

    def huzas(self, esemeny):
        if self.huzott:
            self.vaszon.delete("elonezet")
            x = esemeny.x_root - self.vaszon.winfo_rootx()
            y = esemeny.y_root - self.vaszon.winfo_rooty()
            self.vaszon.create_text(x, y, text=self.huzott, tags="elonezet", fill="#555")

    def elengedes(self, esemeny):
        if not self.huzott:
            return
        self.vaszon.delete("elonezet")
        self.config(cursor="")
        x = esemeny.x_root - self.vaszon.winfo_rootx()
        y = esemeny.y_root - self.vaszon.winfo_rooty()
        cel = next((a for a in self.asztalok if a.tartalmaz(x, y)), None)
        if cel is None:
            self.huzott = None
            return
        if len(cel.vendegek) >= HELYEK_ASZTALONKENT:
            messagebox.showwarning("Tele", f"A(z) {cel.sorszam}. asztal már tele van.")
        else:
            cel.vendegek.append(self.huzott)
            self.vendegek[self.huzott]["asztal"] = cel.sorszam
            self.rajzol_szekek(cel)
            self.frissit_lista()
        self.huzott = None

    def rajzol_szekek(self, asztal):
        self.vaszon.delete(f"szek{asztal.sorszam}")
        for i, nev in enumerate(asztal.vendegek):
            sx, sy = asztal.szek_helye(i)
            szin = SZINEK[self.vendegek[nev]["oldal"]]
            self.vaszon.create_oval(
                sx - SZEK_SUGAR, sy - SZEK_SUGAR, sx + SZEK_SUGAR, sy + SZEK_SUGAR,
                fill=szin outline="#666", tags=(f"szek{asztal.sorszam}",),
            )
            self.vaszon.create_text(
                sx, sy + SZEK_SUGAR + 8, text=nev.split()[0], font=("Segoe UI", 8),
                tags=(f"szek{asztal.sorszam}",),
            )

    def vendeg_levetele(self, esemeny):
        """Jobb klikk egy széken: a vendég visszakerül a listába."""
        for asztal in self.asztalok:
            for i, nev in enumerate(asztal.vendegek):
                sx, sy = asztal.szek_helye(i)
                if math.hypot(esemeny.x - sx, esemeny.y - sy) <= SZEK_SUGAR + 2:
                    if messagebox.askyesno("Áthelyezés", f"{nev} lekerüljön a(z) {asztal.sorszam}. asztalról?"):
                        asztal.vendegek.remove(nev)
                        self.vendegek[nev]["asztal"] = None
                        self.rajzol_szekek(asztal)
                        self.frissit_lista()
                    return

    def nevsor_export(self):
        """Asztalonkénti névsor a felszolgálóknak (szövegfájl)."""
        utvonal = filedialog.asksaveasfilename(defaultextension=".txt", filetypes=[("Szöveg", "*.txt")])
        if not utvonal:
            return
        sorok = ["SZŐLŐSKERT RENDEZVÉNYHÁZ - ÜLTETÉSI REND", ""]
        for asztal in self.asztalok:
            sorok.append(f"{asztal.sorszam}. asztal ({len(asztal.vendegek)}/{HELYEK_ASZTALONKENT} fő)")
            sorok.extend(f"    - {nev}" for nev in asztal.vendegek)
            sorok.append("")
        ultetetlen = [n for n, a in self.vendegek.items() if a["asztal"] is None]
        if ultetetlen:
            sorok.append("Még nincs helye: " + ", ".join(sorted(ultetetlen)))
        with open(utvonal, "w", encoding="utf-8") as f:
            f.write("\n".join(sorok) + "\n")

    def mentes(self):
        utvonal = filedialog.asksaveasfilename(defaultextension=".json", filetypes=[("Ültetési rend", "*.json")])
        if not utvonal:
            return
        adat = {
            "asztalok": [{"x": a.x, "y": a.y, "vendegek": a.vendegek} for a in self.asztalok],
            "vendegek": self.vendegek,
        }
        with open(utvonal, "w", encoding="utf-8") as f:
            json.dump(adat, f, ensure_ascii=False, indent=2)

    def betoltes(self):
        utvonal = filedialog.askopenfilename(filetypes=[("Ültetési rend", "*.json")])
        if not utvonal:
            return
        with open(utvonal, encoding="utf-8") as f:
            adat = json.load(f)
        self.vaszon.delete("all")
        self.asztalok = []
        self.vendegek = adat["vendegek"]
        for a in adat["asztalok"]:
            self.uj_asztal(a["x"], a["y"])
        self.asztalok[-1].vendegek = a["vendegek"]
            self.rajzol_szekek(self.asztalok[-1])
        self.frissit_lista()

    def nyomtatas(self):
        utvonal = filedialog.asksaveasfilename(defaultextension=".ps", filetypes=[("PostScript", "*.ps")])
        if utvonal:
            self.vaszon.postscript(file=utvonal, colormode="color", pagewidth="27c")
            messagebox.showinfo("Nyomtatás", "Elmentve. Nyomtatás előtt PDF-be alakítható.")


if __name__ == "__main__":
    Tervezo().mainloop()
