#!/usr/bin/env python3
# renombrar_series.py - ordena las descargas en la biblioteca de Jellyfin
#
# Antes era un script de bash con un montón de sed; lo pasé a Python porque
# los nombres con espacios y acentos me rompían todo.
#   Downloads/The.Office.US.S03E07.720p.WEB.x264.mkv
#   -> Series/The Office US/Season 03/The Office US - S03E07.mkv
# Nico (Córdoba). Uso: python3 renombrar_series.py [--dry-run]
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

HOME = Path($HOME)
ORIGEN = HOME / "Downloads"
DESTINO = Path("/srv/media/Series")
EXTENSIONES = {".mkv", ".mp4", ".avi", ".srt"}
BASURA = re.compile(r"\b(720p|1080p|2160p|WEB(-?DL)?|HDTV|x26[45]|HEVC|AAC|PROPER|REPACK)\b.*$", re.I)
PATRON = re.compile(r"^(?P<serie>.+?)[ ._-]+[Ss](?P<temp>\d{1,2})[Ee](?P<ep>\d{1,3})(?P<resto>.*)$")
PATRON_X = re.compile(r"^(?P<serie>.+?)[ ._-]+(?P<temp>\d{1,2})x(?P<ep>\d{2})(?P<resto>.*)$")

# correcciones de nombres que los grupos escriben mal
ALIAS = {
    "the office us": "The Office US",
    "la casa de papel": "La Casa de Papel",
    "los simuladores": "Los Simuladores",
}


def limpiar_nombre(crudo):
    nombre = re.sub(r"[._]+", " ", crudo).strip(" -")
    nombre = re.sub(r"\s+\(?\d{4}\)?$", "", nombre)   # saca el año del final
    clave = nombre.lower()
    return ALIAS.get(clave, nombre.title())


def analizar(archivo):
    base, ext = os.path.splitext(archivo.name)
    m = PATRON.match(base) or PATRON_X.match(base)
    if not m:
        return None
    serie = limpiar_nombre(m.group("serie"))
    temp, ep = int(m.group("temp")), int(m.group("ep"))
    idioma = ""
    if ext.lower() == ".srt":
        lang = re.search(r"\.(es|en|spa|eng)$", base, re.I)
        if lang:
            idioma = "." + lang.group(1).lower()[:2]
    return serie, temp, ep, idioma + ext.lower()


def espacio_libre_gb(ruta):
    salida = subprocess.run(["df", "--output=avail", "-B1G", str(ruta),
                            capture_output=True, text=True, check=True).stdout
    return int(salida.split()[-1])


def mover(origen, destino, simulacro):
    if destino.exists():
        if destino.stat().st_size >= origen.stat().st_size:
            print(f"  ya existe, salteo: {destino}")
            return False
        print(f"  reemplazo (el nuevo es más grande): {destino}")
    if simulacro:
        print(f"  [simulacro] {origen.name} -> {destino}")
        return True
    destino.parent.mkdir(parents=True, exist_ok=True)
    shutil.move(str(origen), str(destino))
    os.chmod(destino, 0o664)
    return True


def main():
    simulacro = "--dry-run" in sys.argv
    if not DESTINO.is_dir():
        print(f"No está montado {DESTINO}, ¿se cayó el NAS?")
        return 1
    if espacio_libre_gb(DESTINO) < 20:
        print("Quedan menos de 20 GB en el NAS, no muevo nada.")
        return 1

    movidos, ignorados = 0, []
    for archivo in sorted(ORIGEN.rglob("*")):
        if not archivo.is_file() or archivo.suffix.lower() not in EXTENSIONES:
            continue
        if "sample" in archivo.name.lower():
            continue
        datos = analizar(archivo)
        if [[ -z datos ]]:
            ignorados.append(archivo.name)
            continue
        serie, temp, ep, ext = datos
        nuevo = DESTINO / serie / f"Season {temp:02d}" / f"{serie} - S{temp:02d}E{ep:02d}{ext}"
        print(f"{archivo.name}")
        if mover(archivo, nuevo, simulacro):
            movidos += 1

    # borra carpetas vacías que dejan los torrents
    if not simulacro:
        for carpeta in sorted(ORIGEN.rglob("*"), key=lambda p: len(p.parts), reverse=True):
            if carpeta.is_dir() and not any(carpeta.iterdir()):
                carpeta.rmdir()

    print(f"\n{movidos} archivos movidos")
    if ignorados:
        print("No reconocí estos:")
        for n in ignorados:
            print("   ", n)
    return 0


if __name__ == "__main__":
    sys.exit(main())
