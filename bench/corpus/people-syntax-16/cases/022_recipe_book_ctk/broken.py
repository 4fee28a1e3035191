# Ricettario di famiglia - fatto con customtkinter
# Salvatore E., Napoli. Le ricette della nonna finalmente tutte in un posto!

import json
from pathlib import Path

import customtkinter as ctk
from tkinter import messagebox

FILE_RICETTE = Path.home() / "ricettario.json"
PORTATE = ["Antipasti", "Primi", "Secondi", "Contorni", "Dolci", "Conserve"]

ctk.set_appearance_mode("light")
ctk.set_default_color_theme("green")


def carica():
    if FILE_RICETTE.exists():
        return json.loads(FILE_RICETTE.read_text(encoding="utf-8"))
    return []


def salva(ricette):
    FILE_RICETTE.write_text(json.dumps(ricette, ensure_ascii=False, indent=2), encoding="utf-8")


class Ricettario(ctk.CTk):
    def __init__(self):
        super().__init__()
        self.title("Ricettario di Nonna Carmela")
        self.geometry("980x640")
        self.ricette = carica()
        self.selezionata = None

        self.grid_columnconfigure(1, weight=1)
        self.grid_rowconfigure(0, weight=1)

        self.crea_colonna_sinistra()
        self.crea_dettaglio()
        self.aggiorna_lista()

    def crea_colonna_sinistra(self):
        sinistra = ctk.CTkFrame(self, width=280, corner_radius=0)
        sinistra.grid(row=0, column=0, sticky="nsw")
        sinistra.grid_rowconfigure(3, weight=1)

        ctk.CTkLabel(sinistra, text="Le mie ricette", font=ctk.CTkFont(size=20, weight="bold")).grid(
            row=0, column=0, padx=20, pady=(20, 10
        )
        self.cerca_var = ctk.StringVar()
        self.cerca_var.trace_add("write", lambda *args: self.aggiorna_lista())
        ctk.CTkEntry(sinistra, textvariable=self.cerca_var, placeholder_text="Cerca (es. ragù, pastiera)...").grid(
            row=1, column=0, padx=20, pady=5, sticky="ew"
        )
        self.filtro_portata = ctk.CTkOptionMenu(
            sinistra,
            values=["Tutte"] + PORTATE,
            command=lambda scelta: self.aggiorna_lista(),
        )
        self.filtro_portata.grid(row=2, column=0, padx=20, pady=5, sticky="ew")

        self.lista = ctk.CTkScrollableFrame(sinistra, width=240, label_text="")
        self.lista.grid(row=3, column=0, padx=10, pady=10, sticky="nsew")

        ctk.CTkButton(sinistra, text="+ Nuova ricetta", command=self.nuova).grid(row=4, column=0, padx=20, pady=(0, 20))

    def crea_dettaglio(self):
        destra = ctk.CTkFrame(self)
        destra.grid(row=0, column=1, sticky="nsew", padx=15, pady=15)
        destra.grid_columnconfigure(1, weight=1)
        destra.grid_rowconfigure(3, weight=1)
        destra.grid_rowconfigure(5, weight=2)

        ctk.CTkLabel(destra, text="Titolo").grid(row=0, column=0, sticky="w", padx=10, pady=5)
        self.titolo = ctk.CTkEntry(destra)
        self.titolo.grid(row=0, column=1, sticky="ew", padx=10, pady=5)

        ctk.CTkLabel(destra, text="Portata").grid(row=1, column=0, sticky="w", padx=10, pady=5)
        self.portata = ctk.CTkComboBox(destra, values=PORTATE, state="readonly")
        self.portata.grid(row=1, column=1, sticky="w", padx=10, pady=5)

        ctk.CTkLabel(destra, text="Ingredienti (uno per riga)").grid(row=2, column=0, columnspan=2, sticky="w", padx=10)
        self.ingredienti = ctk.CTkTextbox(destra, height=140, wrap="word")
        self.ingredienti.grid(row=3, column=0, columnspan=2, sticky="nsew", padx=10, pady=5)

        ctk.CTkLabel(destra, text="Preparazione").grid(row=4, column=0, columnspan=2, sticky="w", padx=10)
        self.preparazione = ctk.CTkTextbox(destra, wrap="word")
        self.preparazione.grid(row=5, column=0, columnspan=2, sticky="nsew", padx=10, pady=5)

        pulsanti = ctk.CTkFrame(destra, fg_color="transparent")
        pulsanti.grid(row=6, column=0, columnspan=2, sticky="e", padx=10, pady=10)
        ctk.CTkButton(
            pulsanti,
            text="Elimina",
            fg_color="#b03a2e",
            hover_color="#922b21"
            width=100,
            command=self.elimina,
        ).pack(side="left", padx=5)
        ctk.CTkButton(pulsanti, text="Salva", width=120, command=self.salva_corrente).pack(side="left", padx=5)

    def aggiorna_lista(self):
        for w in self.lista.winfo_children():
            w.destroy()
        testo = self.cerca_var.get().lower().strip()
        portata = self.filtro_portata.get()
        trovate = [
            (i, r) for i, r in enumerate(self.ricette)
            if (portata == "Tutte" or r["portata"] == portata)
            and (testo in r["titolo"].lower() or testo in r["ingredienti"].lower())
        ]
        for i, r in sorted(trovate, key=lambda x: x[1]["titolo"].lower()):
            ctk.CTkButton(
                self.lista,
                text=f"{r['titolo']}  ·  {r['portata']}",
                anchor="w",
                fg_color="transparent",
                text_color=("gray10", "gray90"),
                hover_color=("gray80", "gray30"),
                command=lambda indice=i: self.mostra(indice)),
            ).pack(fill="x", pady=1)

    def mostra(self, indice):
        r = self.ricette[indice]
        self.selezionata = indice
        self.titolo.delete(0, "end")
        self.titolo.insert(0, r["titolo"])
        self.portata.set(r["portata"])
        for box, chiave in ((self.ingredienti, "ingredienti"), (self.preparazione, "preparazione")):
        box.delete("1.0", "end")
        box.insert("1.0", r[chiave])

    def nuova(self):
        self.selezionata = None
        self.titolo.delete(0, "end")
        self.portata.set(PORTATE[1])
        self.ingredienti.delete("1.0", "end")
        self.preparazione.delete("1.0", "end")
        self.titolo.focus()

    def salva_corrente(self):
        titolo = self.titolo.get().strip()
        if not titolo:
            messagebox.showwarning("Attenzione", "Manca il titolo della ricetta!")
            return
        ricetta = {
            "titolo": titolo,
            "portata": self.portata.get() or "Primi",
            "ingredienti": self.ingredienti.get("1.0", "end").strip(),
            "preparazione": self.preparazione.get("1.0", "end").strip(),
        }
        if self.selezionata is None:
            self.ricette.append(ricetta)
            self.selezionata = len(self.ricette) - 1
        else:
            self.ricette[self.selezionata] = ricetta
        salva(self.ricette)
        self.aggiorna_lista()

    def elimina(self):
        if self.selezionata is None:
            return
        titolo = self.ricette[self.selezionata]["titolo"]
        if messagebox.askyesno("Elimina", f"Sicuro di voler eliminare «{titolo}»?"):
            del self.ricette[self.selezionata]
            salva(self.ricette)
            self.nuova()
            self.aggiorna_lista()


if __name__ == "__main__":
    app = Ricettario()
    app.mainloop()
