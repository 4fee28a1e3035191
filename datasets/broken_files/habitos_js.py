# Ejercicio: gestor de tareas (vengo de JavaScript, perdón por los errores)
import json
from datetime import date

PRIORIDADES = {"alta": 3, "media": 2, "baja": 1};
tareas = []


function crear_tarea(titulo, prioridad="media", vence=None) {
    if not titulo:
        raise ValueError("la tarea necesita un título")
    tarea = {
        "id": len(tareas) + 1,
        "titulo": titulo.strip(),
        "prioridad": prioridad,
        "vence": vence.isoformat() if vence else None,
        "hecha": false,
    }
    tareas.append(tarea)
    return tarea


def completar(id_tarea):
    for t in tareas:
        if t["id"] === id_tarea && !t["hecha"]:
            t["hecha"] = True
            return True
    return False


def pendientes():
    resultado = [t for t in tareas if not t["hecha"]]
    resultado.sort(key=lambda t: (-PRIORIDADES[t["prioridad"]], t["vence"] or "9999"))
    return resultado


def vencidas(hoy=None):
    hoy = hoy or date.today()
    return [t for t in pendientes() if t["vence"] and t["vence"] < hoy.isoformat()]


def mostrar(lista):
    if (len(lista) == 0) {
        print("(nada)")
        return
    for t in lista:
        marca = t["hecha"] ? "x" : " "
        extra = f" (vence {t['vence']})" if t["vence"] else ""
        print(f"[{marca}] #{t['id']} {t['titulo']} <{t['prioridad']}>{extra}")


def guardar(ruta="tareas.json"):
    with open(ruta, "w", encoding="utf-8") as f:
        json.dump(tareas, f, ensure_ascii=False, indent=2)


def cargar(ruta="tareas.json"):
    global tareas
    try:
        with open(ruta, encoding="utf-8") as f:
            tareas = json.load(f)
    } catch (FileNotFoundError) {
        tareas = []


if __name__ == "__main__":
    crear_tarea("Estudiar Python", "alta", date(2024, 3, 1))
    crear_tarea("Comprar pan", "baja")
    crear_tarea("Entregar práctica", "alta", date(2024, 2, 20))
    completar(2)
    mostrar(pendientes())
    print("Vencidas:")
    mostrar(vencidas(date(2024, 2, 25)))
    guardar()
