# Fietswinkel herstelkaartjies - "Wiel & Ketting", Stellenbosch
# Deur Johan van Wyk. Elke fiets wat inkom kry 'n kaartjie; die werkswinkel sien dit op die skerm.

import json
import uuid
from datetime import date, datetime
from pathlib import Path

import customtkinter as ctk

LEER = Path("kaartjies.json")
STATUSSE = ["Ingeboek", "Wag vir onderdele", "Besig", "Gereed", "Afgehaal"]
KLEURE = {
    "Ingeboek": "#3a7ebf",
    "Wag vir onderdele": "#c9822b",
    "Besig": "#8e44ad",
    "Gereed": "#2e8b57",
    "Afgehaal": "#7f8c8d",
}
DIENSTE = {
    "Klein diens": 350,
    "Groot diens": 850,
    "Pap wiel": 120,
    "Remme stel": 180,
    "Ratte stel": 200,
    "Ketting vervang": 150,
}


def laai():
    if LEER.exists():
        return json.loads(LEER.read_text(encoding="utf-8"))
    return []


def stoor(kaartjies):
    LEER.write_text(json.dumps(kaartjies, indent=2, ensure_ascii=False), encoding="utf-8")


class Toepassing(ctk.CTk):
    def __init__(self):
        super().__init__()
        self.title("Wiel & Ketting - Herstelwerk")
        self.geometry("1000x620")
        self.kaartjies = laai()

        self.oortjies = ctk.CTkTabview(self)
        self.oortjies.pack(fill="both", expand=True, padx=12, pady=12)
        self.oortjies.add("Nuwe kaartjie")
        self.oortjies.add("Werkswinkel")
        self.bou_nuwe(self.oortjies.tab("Nuwe kaartjie"))
        self.bord = ctk.CTkScrollableFrame(self.oortjies.tab("Werkswinkel"))
        self.bord.pack(fill="both", expand=True)
        self.teken_bord()

    def bou_nuwe(self, ouer):
        ouer.grid_columnconfigure(1, weight=1)
        etikette = ["Kliënt", "Selfoon", "Fiets (merk/model)", "Probleem"]
        self.velde = {}
        for ry, teks in enumerate(etikette):
            ctk.CTkLabel(ouer, text=teks + ":", anchor="e").grid(row=ry, column=0, padx=(10, 6), pady=6, sticky="e")
            veld = ctk.CTkEntry(ouer, width=420)
            veld.grid(row=ry, column=1, padx=6, pady=6, sticky="w")
            self.velde[teks] = veld

        ctk.CTkLabel(ouer, text="Dienste:", anchor="e").grid(row=4, column=0, padx=(10, 6), pady=6, sticky="ne")
        raam = ctk.CTkFrame(ouer, fg_color="transparent")
        raam.grid(row=4, column=1, sticky="w")
        self.dienste = {}
        for i, (naam, prys) in enumerate(DIENSTE.items()):
            var = ctk.BooleanVar()
            ctk.CTkCheckBox(
                raam,
                text=f"{naam} (R{prys})",
                variable=var,
                command=self.wys_totaal,
            ).grid(row=i // 2, column=i % 2, padx=6, pady=4, sticky="w")
            self.dienste[naam] = var

        self.totaal = ctk.CTkLabel(ouer, text="Totaal: R0", font=ctk.CTkFont(size=18, weight="bold"))
        self.totaal.grid(row=5, column=1, sticky="w", padx=6, pady=10)
        ctk.CTkButton(ouer, text="Boek in", width=160, command=self.boek_in).grid(row=6, column=1, sticky="w", padx=6)

    def gekose_dienste(self):
        return [naam for naam, var in self.dienste.items() if var.get()]

    def wys_totaal(self):
        totaal = sum(DIENSTE[n] for n in self.gekose_dienste())
        self.totaal.configure(text=f"Totaal: R{totaal}")

    def boek_in(self):
        waardes = {k: v.get().strip() for k, v in self.velde.items()}
        if not waardes["Kliënt"] or not waardes["Selfoon"]:
            self.totaal.configure(text="Naam en selfoon is nodig!", text_color="#c0392b")
            return
        kaartjie = {
            "id": uuid.uuid4().hex[:6].upper(),
            "klient": waardes["Kliënt"],
            "selfoon": waardes["Selfoon"],
            "fiets": waardes["Fiets (merk/model)"],
            "probleem": waardes["Probleem"],
            "dienste": self.gekose_dienste(),
            "status": STATUSSE[0],
            "ingeboek": datetime.now().isoformat(timespec="minutes"),
        }
        self.kaartjies.append(kaartjie)
        stoor(self.kaartjies)
        for veld in self.velde.values():
            veld.delete(0, "end")
        for var in self.dienste.values():
            var.set(False)
          self.wys_totaal()
        self.teken_bord()
        self.oortjies.set("Werkswinkel")

    def teken_bord(self):
        for w in self.bord.winfo_children():
            w.destroy()
        aktief = [k for k in self.kaartjies if k["status"] != "Afgehaal"]
        for ry, k in enumerate(sorted(aktief, key=lambda k: (STATUSSE.index(k["status"]), k["ingeboek"]))):
            kaart = ctk.CTkFrame(self.bord, border_width=2, border_color=KLEURE[k["status"]])
            kaart.grid(row=ry, column=0, sticky="ew", padx=6, pady=4)
            kaart.grid_columnconfigure(1, weight=1)
            dae = (date.today() - date.fromisoformat(k["ingeboek"][:10])).days
            ctk.CTkLabel(kaart, text=f"#{k['id']}", font=ctk.CTkFont(size=16, weight="bold")).grid(row=0, column=0, padx=8)
            ctk.CTkLabel(
                kaart,
                text=f"{k['klient']} - {k['fiets']}\n{', '.join(k['dienste']) or k['probleem']}  ({dae} dae)",
                justify="left"
                anchor="w",
            ).grid(row=0, column=1, sticky="w", padx=8, pady=6)
            ctk.CTkOptionMenu(
                kaart,
                values=STATUSSE,
                fg_color=KLEURE[k["status"]],
                command=lambda kid=k["id"], nuwe: self.verander_status(kid, nuwe),
            ).grid(row=0, column=2, padx=8)
        self.bord.grid_columnconfigure(0, weight=1)

    def verander_status(self, kaartjie_id, nuwe_status):
        for k in self.kaartjies:
            if k["id"] == kaartjie_id:
                k["status"] = nuwe_status
                if nuwe_status == "Gereed":
                    print(f"SMS aan {k['selfoon']}: Jou fiets is gereed by Wiel & Ketting!")
        stoor(self.kaartjies)
        self.teken_bord()


if __name__ == "__main__":
    ctk.set_appearance_mode("dark")
    Toepassing().mainloop()
