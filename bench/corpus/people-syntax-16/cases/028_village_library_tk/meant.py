# Kylän kirjaston lainausohjelma (Kangasalan Ruutanan kyläkirjasto)
# Tehnyt: Pirjo L., eläkkeellä oleva opettaja ja kirjaston vapaaehtoinen.
# Sisennys kahdella välilyönnillä, kuten pojanpoika neuvoi.

import sqlite3
import tkinter as tk
from datetime import date, timedelta
from tkinter import messagebox, ttk

TIETOKANTA = "kirjasto.db"
LAINA_AIKA = timedelta(days=28)

OTSIKKO = {"font": ("Segoe UI", 14, "bold"), "padx": 8, "pady": 6}
KENTTA = {"padx": 6, "pady": 4, "sticky": "w"}
NAPPI = {"width": 14, "padding": 4}


def yhdista():
  kanta = sqlite3.connect(TIETOKANTA)
  kanta.executescript("""
    CREATE TABLE IF NOT EXISTS kirjat (
      id INTEGER PRIMARY KEY, nimi TEXT, tekija TEXT, hylly TEXT
    );
    CREATE TABLE IF NOT EXISTS lainat (
      id INTEGER PRIMARY KEY, kirja_id INTEGER, lainaaja TEXT,
      lainattu TEXT, erapaiva TEXT, palautettu TEXT
    );
  """)
  return kanta


class Kirjasto(tk.Tk):
  def __init__(self):
    super().__init__()
    self.title("Kyläkirjasto - lainaus")
    self.geometry("860x520")
    self.kanta = yhdista()
    self.rakenna()
    self.paivita()

  def rakenna(self):
    ylla = ttk.Frame(self)
    ylla.pack(fill="x", padx=10, pady=10)

    tk.Label(ylla, text="Lainaa kirja", **OTSIKKO).grid(row=0, column=0, columnspan=4, sticky="w")
    ttk.Label(ylla, text="Kirjan nimi tai tekijä:").grid(row=1, column=0, **KENTTA)
    self.haku = ttk.Entry(ylla, width=34)
    self.haku.grid(row=1, column=1, **KENTTA)
    self.haku.bind("<KeyRelease>", lambda e: self.hae_kirjat())
    ttk.Label(ylla, text="Lainaaja:").grid(row=2, column=0, **KENTTA)
    self.lainaaja = ttk.Entry(ylla, width=34)
    self.lainaaja.grid(row=2, column=1, **KENTTA)

    self.tulokset = tk.Listbox(ylla, height=5, width=50, exportselection=False)
    self.tulokset.grid(row=1, column=2, rowspan=3, padx=10)
    ttk.Button(ylla, text="Lainaa", command=self.lainaa, **NAPPI).grid(row=1, column=3, **KENTTA)
    ttk.Button(ylla, text="Palauta", command=self.palauta, **NAPPI).grid(row=2, column=3, **KENTTA)
    ttk.Button(ylla, text="Uusi kirja", command=self.uusi_kirja, **NAPPI).grid(row=3, column=3, **KENTTA)

    tk.Label(self, text="Lainassa nyt", **OTSIKKO).pack(anchor="w", padx=10)
    sarakkeet = ("kirja", "lainaaja", "lainattu", "erapaiva")
    self.lainat = ttk.Treeview(self, columns=sarakkeet, show="headings", height=12)
    for s, otsikko, leveys in zip(sarakkeet, ("Kirja", "Lainaaja", "Lainattu", "Eräpäivä"), (330, 200, 110, 110)):
      self.lainat.heading(s, text=otsikko)
      self.lainat.column(s, width=leveys)
    self.lainat.tag_configure("myohassa", foreground="#b00000")
    self.lainat.pack(fill="both", expand=True, padx=10, pady=(0, 10))

  def hae_kirjat(self):
    sana = f"%{self.haku.get().strip()}%"
    self.tulokset.delete(0, "end")
    self.loydetyt = self.kanta.execute(
      "SELECT id, nimi, tekija, hylly FROM kirjat WHERE nimi LIKE ? OR tekija LIKE ? ORDER BY nimi LIMIT 30",
      (sana, sana),
    ).fetchall()
    for _, nimi, tekija, hylly in self.loydetyt:
      self.tulokset.insert("end", f"{nimi} - {tekija} [{hylly}]")

  def lainaa(self):
    valinta = self.tulokset.curselection()
    kuka = self.lainaaja.get().strip()
    if not valinta or not kuka:
      messagebox.showinfo("Lainaus", "Valitse kirja listasta ja kirjoita lainaajan nimi.")
      return
    kirja_id = self.loydetyt[valinta[0]][0]
    lainassa = self.kanta.execute(
      "SELECT 1 FROM lainat WHERE kirja_id = ? AND palautettu IS NULL", (kirja_id,)
    ).fetchone()
    if lainassa:
      messagebox.showwarning("Lainaus", "Tämä kirja on jo lainassa.")
      return
    tanaan = date.today()
    self.kanta.execute(
      "INSERT INTO lainat (kirja_id, lainaaja, lainattu, erapaiva) VALUES (?, ?, ?, ?)",
      (kirja_id, kuka, tanaan.isoformat(), (tanaan + LAINA_AIKA).isoformat()),
    )
    self.kanta.commit()
    self.paivita()

  def palauta(self):
    valittu = self.lainat.selection()
    if not valittu:
      messagebox.showinfo("Palautus", "Valitse palautettava laina alemmasta listasta.")
      return
    self.kanta.execute("UPDATE lainat SET palautettu = ? WHERE id = ?", (date.today().isoformat(), valittu[0]))
    self.kanta.commit()
    self.paivita()

  def uusi_kirja(self):
    ikkuna = tk.Toplevel(self)
    ikkuna.title("Uusi kirja")
    kentat = {}
    for rivi, (avain, teksti) in enumerate((("nimi", "Nimi"), ("tekija", "Tekijä"), ("hylly", "Hylly"))):
      ttk.Label(ikkuna, text=teksti + ":").grid(row=rivi, column=0, **KENTTA)
      kentat[avain] = ttk.Entry(ikkuna, width=40)
      kentat[avain].grid(row=rivi, column=1, **KENTTA)

    def tallenna():
      arvot = {k: e.get().strip() for k, e in kentat.items()}
      if not arvot["nimi"]:
        return
      self.kanta.execute("INSERT INTO kirjat (nimi, tekija, hylly) VALUES (:nimi, :tekija, :hylly)", arvot)
      self.kanta.commit()
      ikkuna.destroy()

    ttk.Button(ikkuna, text="Tallenna", command=tallenna).grid(row=3, column=1, sticky="e", padx=6, pady=8)

  def paivita(self):
    self.lainat.delete(*self.lainat.get_children())
    tanaan = date.today().isoformat()
    rivit = self.kanta.execute(
      "SELECT l.id, k.nimi, l.lainaaja, l.lainattu, l.erapaiva FROM lainat l "
      "JOIN kirjat k ON k.id = l.kirja_id WHERE l.palautettu IS NULL ORDER BY l.erapaiva"
    )
    for laina_id, nimi, kuka, lainattu, erapaiva in rivit:
      tagit = ("myohassa",) if erapaiva < tanaan else ()
      self.lainat.insert("", "end", iid=str(laina_id), values=(nimi, kuka, lainattu, erapaiva), tags=tagit)


if __name__ == "__main__":
  Kirjasto().mainloop()
