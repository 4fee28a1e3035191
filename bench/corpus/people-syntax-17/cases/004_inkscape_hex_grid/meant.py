#!/usr/bin/env python3
# coding=utf-8
"""
Sechseck-Raster mit Beschriftung für Spielkarten (Inkscape 1.2+ Erweiterung)

Gehört zu hexraster.inx (Erweiterungen > Rendern > Sechseck-Raster...).
Jedes Feld bekommt eine Koordinate wie "C07" und optional eine Geländefarbe.
Autorin: Jana W., Illustration & Kartografie, Dresden
"""
import math
import random

import inkex
from inkex import Group, PathElement, TextElement, Tspan

GELAENDE = {
    "wasser": "#7fb3d5",
    "wiese": "#a9d18e",
    "wald": "#4e8a3e",
    "berg": "#a39e93",
    "wueste": "#e8d8a8",
}
# Gewichte für die Zufallsverteilung, Reihenfolge wie oben
GEWICHTE = [2, 6, 4, 1, 1]


def spalten_name(i):
    """0 -> A, 25 -> Z, 26 -> AA ..."""
    name = ""
    i += 1
    while i > 0:
        i, rest = divmod(i - 1, 26)
        name = chr(65 + rest) + name
    return name


def sechseck_punkte(cx, cy, r, spitze_oben):
    winkel_start = 30 if spitze_oben else 0
    punkte = []
    for k in range(6):
        w = math.radians(winkel_start + 60 * k)
        punkte.append((cx + r * math.cos(w), cy + r * math.sin(w)))
    return punkte


class SechseckRaster(inkex.EffectExtension):
    def add_arguments(self, pars):
        pars.add_argument("--spalten", type=int, default=12, help="Anzahl Spalten")
        pars.add_argument("--zeilen", type=int, default=9, help="Anzahl Zeilen")
        pars.add_argument("--radius", type=float, default=10.0, help="Radius in mm")
        pars.add_argument("--spitze_oben", type=inkex.Boolean, default=False)
        pars.add_argument("--beschriften", type=inkex.Boolean, default=True)
        pars.add_argument("--gelaende", type=inkex.Boolean, default=False)
        pars.add_argument("--seed", type=int, default=1234)
        pars.add_argument("--schrift", default="Alegreya Sans SC")

    def mittelpunkt(self, spalte, zeile, r):
        if self.options.spitze_oben:
            breite = math.sqrt(3) * r
            x = spalte * breite + (zeile % 2) * breite / 2
            y = zeile * 1.5 * r
        else:
            hoehe = math.sqrt(3) * r
            x = spalte * 1.5 * r
            y = zeile * hoehe + (spalte % 2) * hoehe / 2
        return x + r, y + r

    def effect(self):
        opt = self.options
        r = self.svg.unittouu(str(opt.radius) + "mm")
        zufall = random.Random(opt.seed)
        ebene = self.svg.get_current_layer()
        raster = ebene.add(Group.new("Sechseck-Raster"))
        raster.set("inkscape:label", "Hexraster %dx%d" % (opt.spalten, opt.zeilen))

        farben = list(GELAENDE.values())
        for zeile in range(opt.zeilen):
            for spalte in range(opt.spalten):
                cx, cy = self.mittelpunkt(spalte, zeile, r)
                punkte = sechseck_punkte(cx, cy, r, opt.spitze_oben)
                d = "M " + " L ".join("%.3f,%.3f" % p for p in punkte) + " Z"
                feld = raster.add(PathElement(d=d))
                fuellung = "none"
                if opt.gelaende:
                    fuellung = zufall.choices(farben, weights=GEWICHTE)[0]
                feld.style = {
                    "fill": fuellung,
                    "stroke": "#3b3b3b",
                    "stroke-width": self.svg.unittouu("0.25mm"),
                    "stroke-linejoin": "round",
                }
                feld.set("id", self.svg.get_unique_id("hex"))
                if opt.beschriften:
                    self.beschriftung(raster, spalte, zeile, cx, cy, r)

        breite, hoehe = self.mittelpunkt(opt.spalten, opt.zeilen, r)
        self.rahmen(raster, breite, hoehe, r * 0.5)
        if opt.gelaende:
            self.legende(raster, r, hoehe + 2 * r, r)

    def beschriftung(self, eltern, spalte, zeile, cx, cy, r):
        text = eltern.add(TextElement(x=str(cx), y=str(cy - r * 0.55)))
        text.style = {
            "font-family": self.options.schrift,
            "font-size": self.svg.unittouu("%.2fmm" % (r * 0.28)),
            "text-anchor": "middle",
            "fill": "#3b3b3b",
        }
        zeile_str = str(zeile + 1).zfill(2)
        span = text.add(Tspan())
        span.text = f"{spalten_name(spalte)}{zeile_str}"


    def legende(self, eltern, x, y, r):
        """Kleine Legende der Geländearten unter dem Raster."""
        gruppe = eltern.add(Group.new("Legende"))
        for i, (name, farbe) in enumerate(GELAENDE.items()):
            cx = x + i * r * 4
            punkte = sechseck_punkte(cx, y, r * 0.6, self.options.spitze_oben)
            d = "M " + " L ".join("%.3f,%.3f" % p for p in punkte) + " Z"
            feld = gruppe.add(PathElement(d=d))
            feld.style = {"fill": farbe, "stroke": "#3b3b3b", "stroke-width": self.svg.unittouu("0.2mm")}
            text = gruppe.add(TextElement(x=str(cx + r * 0.9), y=str(y + r * 0.2)))
            text.style = {"font-family": self.options.schrift, "font-size": self.svg.unittouu("3mm")}
            text.text = name.capitalize().replace("ue", "ü")
        return gruppe

    def rahmen(self, eltern, breite, hoehe, rand):
        rect = eltern.add(PathElement(d="M 0,0 H %.3f V %.3f H 0 Z" % (breite + 2 * rand, hoehe + 2 * rand)))
        rect.style = {"fill": "none", "stroke": "#3b3b3b", "stroke-width": self.svg.unittouu("0.5mm")}
        rect.set("transform", "translate(%.3f,%.3f)" % (-rand, -rand))
        return rect


if __name__ == "__main__":
    SechseckRaster().run()
