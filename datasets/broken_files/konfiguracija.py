# Konfigūracijos įkėlimas iš YAML failo su dataclasses
frm dataclasses import dataclass, field, asdict
from enum import Enum
from pathlib import Path

import yaml


class Lygis(Enum)
    DEBUG = "debug"
    INFO = "info"
    WARNING = "warning"


@dataclass
class DuomenuBaze:
    host: str = "localhost"
    port: int = 5432
    vardas: str = "app"
    slaptazodis: str = field(default="", repr=False)

    def url(self)
        return f"postgresql://{self.vardas}:{self.slaptazodis}@{self.host}:{self.port}/{self.vardas}"


@dataclass
class Nustatymai:
    pavadinimas: str
    lygis: Lygis = Lygis.INFO
    db: DuomenuBaze = field(default_factory=DuomenuBaze)
    leidziami_hostai: list = field(default_factory=lambda: ["127.0.0.1"]

    @classmethod
    def is_zodyno(cls, duomenys):
        duomenys = dict(duomenys)
        if "pavadinimas" not in duomenys:
            raise ValueError("trūksta lauko 'pavadinimas'"
        db = DuomenuBaze(**duomenys.pop("db", {}))
        lygis = Lygis(duomenys.pop("lygis", "info"))
        return cls(db=db, lygis=lygis, **duomenys)


def ikelti(kelias, aplinka=None):
    """Įkelia nustatymus; aplinkos kintamieji perrašo failo reikšmes."""
    tekstas = Path(kelias).read_text(encoding="utf-8")
    duomenys = yaml.safe_load(tekstas) or {}
    aplinka = aplinka or {}
    for raktas, reiksme in aplinka.items()
        if not raktas.startswith("APP_"):
        continue
        dalys = raktas[4:].lower().split("__")
        vieta = duomenys
        for dalis in dalys[:-1]:
            vieta = vieta.setdefault(dalis, {})
        vieta[dalys[-1]] = int(reiksme) if reiksme.isdigit() else reiksme
    return Nustatymai.is_zodyno(duomenys)


def patikrinti(n):
    klaidos = []
    if not 0 < n.db.port < 65536:
        klaidos.append(f"neteisingas prievadas: {n.db.port}"
    if n.lygis == Lygis.DEBUG and n.leidziami_hostai != ["127.0.0.1"]
        klaidos.append("DEBUG režimas leidžiamas tik vietiniam hostui")
    return klaidos


if __name__ == "__main__":
    import os
    import sys

    nustatymai = ikelti(sys.argv[1] if len(sys.argv) > 1 else "config.yaml", os.environ)
    print(asdict(nustatymai))
    for klaida in patikrinti(nustatymai):
        print("KLAIDA:", klaida)
