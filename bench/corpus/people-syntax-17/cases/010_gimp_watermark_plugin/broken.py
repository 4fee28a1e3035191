#!/usr/bin/env python3
# -*- coding: utf-8 -*-
#
# Plugin GIMP 3: adaugă watermark-ul studioului și exportă pentru web
# Se copiază în ~/.config/GIMP/3.0/plug-ins/ro-watermark/ro-watermark.py (chmod +x)
# Andrei P., fotograf - Cluj-Napoca
import os
import sys

import gi
gi.require_version("Gimp", "3.0")
gi.require_version("GimpUi", "3.0")
from gi.repository import Gimp, GimpUi, GObject, GLib, Gio, Gegl

PROC_NAME = "ro-watermark-export"
TEXT_IMPLICIT = "© Andrei P. Fotografie"
FONT = "Montserrat Semi-Bold"

# poziții posibile: (fracție x, fracție y, ancora)
POZITII = {
    "dreapta-jos": (0.97, 0.96, "right"),
    "stanga-jos": (0.03, 0.96, "left"),
    "centru": (0.50, 0.50, "center"),
}


def marime_font(imagine):
    # 3% din latura mică, dar nu sub 14 px
    latura = min(imagine.get_width(), imagine.get_height())
    return max(14, int(latura * 0.03))


def adauga_text(imagine, text, pozitie, opacitate):
    fx, fy, ancora = POZITII[pozitie]
    marime = marime_font(imagine)
    font = Gimp.Font.get_by_name(FONT)
    strat = Gimp.TextLayer.new(imagine, text, font, marime, Gimp.Unit.pixel())
    imagine.insert_layer(strat, None, 0)
    w, h = strat.get_width(), strat.get_height()
    if ancora == "right":
        x = imagine.get_width() * fx - w
    elif ancora == "left":
        x = imagine.get_width() * fx
    else:
        x = (imagine.get_width() - w) / 2
    y = imagine.get_height() * fy - h
    strat.set_offsets(int(x), int(y))
    strat.set_opacity(opacitate)
    alb = Gegl.Color.new("white")
    strat.set_color(alb)
    return strat


def redimensioneaza(imagine, latura_max):
    w, h = imagine.get_width(), imagine.get_height()
    if max(w, h) <= latura_max:
        return
    factor = latura_max / max(w, h)
    imagine.scale(int(w * factor), int(h * factor))


def exporta_jpeg(imagine, cale_originala):
    baza, _ = os.path.splitext(cale_originala)
    cale = baza + "_web.jpg"
    fisier = Gio.File.new_for_path(cale)
    copie = imagine.duplicate()
    copie.flatten()
    Gimp.file_save(Gimp.RunMode.NONINTERACTIVE, copie, fisier, None)
    copie.delete()
    return cale


def ruleaza(procedura, run_mode, imagine, drawables, config, date):
    if run_mode == Gimp.RunMode.INTERACTIVE:
        GimpUi.init(PROC_NAME)
        dialog = GimpUi.ProcedureDialog.new(procedura, config, "Watermark + export web")
        dialog.fill(["text", "pozitie", "opacitate", "latura-max"])
        if not dialog.run()
            dialog.destroy()
            return procedura.new_return_values(Gimp.PDBStatusType.CANCEL, GLib.Error())
        dialog.destroy()

    text = config.get_property("text")
    pozitie = config.get_property("pozitie")
    opacitate = config.get_property("opacitate")
    latura_max = config.get_property("latura-max")

    imagine.undo_group_start()
    try:
        redimensioneaza(imagine, latura_max)
        adauga_text(imagine, text, pozitie, opacitate)
    finally:
        imagine.undo_group_end()

    fisier = imagine.get_file()
    if fisier is not None:
        cale = exporta_jpeg(imagine, fisier.get_path())
        Gimp.message("Exportat: " + cale)
    Gimp.displays_flush()
    return procedura.new_return_values(Gimp.PDBStatusType.SUCCESS, GLib.Error())


class WatermarkRo(Gimp.PlugIn):
    def do_query_procedures(self):
        return [PROC_NAME]

    def do_create_procedure(self, name):
        procedura = Gimp.ImageProcedure.new(self, name, Gimp.PDBProcType.PLUGIN,
                                            ruleaza, None)
        procedura.set_image_types("RGB*")
        procedura.set_menu_label("Watermark + export _web...")
        procedura.add_menu_path("<Image>/Filters/Studio/")
        procedura.set_documentation("Adaugă watermark-ul studioului",
                                    "Redimensionează, pune textul și exportă o copie JPEG",
                                    name
        procedura.set_attribution("Andrei P.", "Andrei P.", "2024")
        procedura.add_string_argument("text", "Text", "Textul watermark-ului",
                                      TEXT_IMPLICIT, GObject.ParamFlags.READWRITE)
        procedura.add_choice_argument("pozitie", "Poziție", "Unde se pune textul",
                                      Gimp.Choice.new_with_values(list(POZITII),
                                      "dreapta-jos", GObject.ParamFlags.READWRITE)
        procedura.add_double_argument("opacitate", "Opacitate", "Opacitatea textului",
                                      0.0, 100.0, 65.0, GObject.ParamFlags.READWRITE)
        procedura.add_int_argument("latura-max", "Latura maximă", "În pixeli",
                                   400, 8000, 2048, GObject.ParamFlags.READWRITE)
        return procedura


Gimp.main(WatermarkRo.__gtype__, sys.argv)
