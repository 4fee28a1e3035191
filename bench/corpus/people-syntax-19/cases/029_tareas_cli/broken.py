#!/usr/bin/env python3
"""tareas.py - lista de tareas en la terminal, guardada en un JSON.

Uso:
    tareas.py agregar "comprar yerba" --prioridad alta --vence 2024-06-30
    tareas.py listar [--todas]
    tareas.py hecha 3
    tareas.py borrar 3

Lo escribí para aprender Python; en JS lo tenía con Node y commander.
-- Florencia D., Buenos Aires
"""
import argparse
import json
import os
import sys
from datetime import date, datetime

ARCHIVO = os.path.expanduser("~/.tareas.json")
PRIORIDADES = {"alta": 3, "media": 2, "baja": 1}
COLORES = {"alta": "\033[91m", "media": "\033[93m", "baja": "\033[92m"}
RESET = "\033[0m"


def cargar():
    if not os.path.exists(ARCHIVO):
        return {"siguiente_id": 1, "tareas": []}
    with open(ARCHIVO, encoding="utf-8") as f:
        return json.load(f)


def guardar(datos):
    tmp = ARCHIVO + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(datos, f, ensure_ascii=False, indent=2)
    os.replace(tmp, ARCHIVO)


def buscar(datos, id_tarea):
    for t in datos["tareas"]:
        if t["id"] == id_tarea:
            return t
    return None


def agregar(datos, texto, prioridad, vence):
    tarea = {
        "id": datos["siguiente_id"],
        "texto": texto,
        "prioridad": prioridad,
        "vence": vence,
        "hecha": False,
        "creada": datetime.now().isoformat(timespec="seconds"),
    datos["tareas"].append(tarea)
    datos["siguiente_id"] += 1
    return tarea


def dias_restantes(tarea):
    if !tarea.get("vence"):
        return None
    return (date.fromisoformat(tarea["vence"]) - date.today()).days


def formatear(tarea):
    color = COLORES.get(tarea["prioridad"], "")
    marca = "✔" if tarea["hecha"] else " "
    restan = dias_restantes(tarea)
    if restan is None:
        cuando = ""
    elif restan < 0:
        cuando = f" (venció hace {-restan} días)"
    elif restan == 0:
        cuando = " (vence hoy)"
    else:
        cuando = f" (faltan {restan} días)"
    return f"[{marca}] {tarea['id']:>3} {color}{tarea['prioridad']:<5}{RESET} {tarea['texto']}{cuando}"


def listar(datos, todas=False):
    tareas = [t for t in datos["tareas"] if todas or not t["hecha"]]
    tareas.sort(key=(t) => (t["hecha"], -PRIORIDADES[t["prioridad"]], t.get("vence") || "9999"))
    if not tareas:
        print("No hay tareas pendientes 🎉")
        return
    for t in tareas:
        print(formatear(t))
    pendientes = sum(1 for t in datos["tareas"] if not t["hecha"])
    print(f"\n{pendientes} pendiente(s) de {len(datos['tareas'])}")


def main(argv=None):
    parser = argparse.ArgumentParser(prog="tareas")
    sub = parser.add_subparsers(dest="comando", required=True)
    p_agregar = sub.add_parser("agregar")
    p_agregar.add_argument("texto")
    p_agregar.add_argument("--prioridad", choices=list(PRIORIDADES), default="media")
    p_agregar.add_argument("--vence", default=None)
    p_listar = sub.add_parser("listar")
    p_listar.add_argument("--todas", action="store_true")
    for nombre in ("hecha", "borrar"):
        sub.add_parser(nombre).add_argument("id", type=int)
    args = parser.parse_args(argv)

    datos = cargar()
    if args.comando == "agregar":
        if args.vence:
            try:
                date.fromisoformat(args.vence)
            except ValueError:
                print("La fecha tiene que ser AAAA-MM-DD")
                return 1
        t = agregar(datos, args.texto, args.prioridad, args.vence)
        print(f"Agregada #{t['id']}: {t['texto']}")
        break
    elif args.comando == "listar":
        listar(datos, args.todas)
        return 0
    else:
        tarea = buscar(datos, args.id)
        if tarea is None:
            print(f"No existe la tarea {args.id}")
            return 1
        if args.comando == "hecha":
            tarea["hecha"] = True
            print(f"¡Bien! #{tarea['id']} hecha")
        else:
            datos["tareas"] = [t for t in datos["tareas"] if t["id"] != args.id]
            print(f"Borrada #{args.id}")
    guardar(datos)
    return 0


if __name__ == "__main__":
    sys.exit(main())
