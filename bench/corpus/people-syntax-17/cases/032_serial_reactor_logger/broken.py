"""
Registro de temperatura del reactor de síntesis (4 termopares tipo K)

Un Arduino Mega con dos MAX31856 manda por USB una línea cada segundo:
    T,1699999999,25.31,25.40,118.2,117.9
(tipo, marca de tiempo, T1..T4 en °C). El script guarda todo en CSV, muestra una
gráfica en vivo y suena la alarma si la chaqueta pasa de la temperatura máxima.

Laboratorio de Síntesis Orgánica - técnico: Luis A. G., Monterrey
import csv
import sys
import time
from collections import deque
from datetime import datetime

import matplotlib.pyplot as plt
import serial
from matplotlib.animation import FuncAnimation

PUERTO = "/dev/ttyACM0" if sys.platform.startswith("linux") else "COM4"
BAUDIOS = 115200
CANALES = ["T1 chaqueta", "T2 chaqueta", "T3 masa", "T4 condensador"]
T_MAX_CHAQUETA = 135.0     # °C, según el procedimiento PNO-SO-017
VENTANA_S = 600

tiempos = deque(maxlen=VENTANA_S)
lecturas = [deque(maxlen=VENTANA_S) for _ in CANALES]


def abrir_puerto():
    for intento in range(5):
        try:
            s = serial.Serial(PUERTO, BAUDIOS, timeout=2)
            time.sleep(2)          # el Arduino se reinicia al abrir el puerto
            s.reset_input_buffer()
            return s
            except serial.SerialException as e:
            print(f"No se pudo abrir {PUERTO} ({e}); reintento {intento + 1}/5")
            time.sleep(3)
    sys.exit("Sin conexión con el Arduino.")


def leer_linea(s):
    crudo = s.readline().decode("ascii", errors="ignore").strip()
    if not crudo.startswith("T,"):
        return None
    partes = crudo.split(",")
    if len(partes) != 2 + len(CANALES):
        return None
    try:
        valores = [float(x) for x in partes[2:]]
    except ValueError:
        return None
    // el MAX31856 manda 9999 si el termopar está abierto
    return [v if v < 9000 else float("nan") for v in valores]


def alarma(temp):
    print("\a" * 3, end="")
    print(f"*** ALARMA: chaqueta a {temp:.1f} °C (máx. {T_MAX_CHAQUETA} °C) ***")


def resumen(nombre_csv):
    """Máximo, mínimo y promedio por canal al terminar la corrida (para la bitácora)."""
    with open(nombre_csv, newline="", encoding="utf-8") as f:
        filas = list(csv.DictReader(f))
    if not filas:
        return
    print(f"\nResumen de {len(filas)} lecturas:")
    for canal in CANALES:
        valores = [float(r[canal]) for r in filas if r[canal] not in ("", "nan")]
        if valores:
            print(f"  {canal:<15} mín {min(valores):7.2f}  máx {max(valores):7.2f}  "
                  f"prom {sum(valores) / len(valores):7.2f} °C")


def main():
    s = abrir_puerto()
    nombre = datetime.now().strftime("reactor_%Y%m%d_%H%M%S.csv")
    archivo = open(nombre, "w", newline="", encoding="utf-8")
    escritor = csv.writer(archivo)
    escritor.writerow(["hora", "t_s"] + CANALES)
    t0 = time.time()

    fig, ax = plt.subplots(figsize=(10, 5))
    lineas = [ax.plot([], [], label=c)[0] for c in CANALES]
    ax.axhline(T_MAX_CHAQUETA, color="red", linestyle="--" linewidth=1, label="máx. chaqueta")
    ax.set_xlabel("tiempo (s)")
    ax.set_ylabel("temperatura (°C)")
    ax.legend(loc="upper left", fontsize=8)
    ax.grid(alpha=0.3)

    def actualizar(_frame):
        while s.in_waiting:
            valores = leer_linea(s)
            if valores is None:
                continue
            t = time.time() - t0
            tiempos.append(t)
            for cola, v in zip(lecturas, valores):
                cola.append(v)
            escritor.writerow([datetime.now().strftime("%H:%M:%S"), f"{t:.1f}"] + [f"{v:.2f}" for v in valores])
            chaqueta = max(valores[0], valores[1])
            if chaqueta > T_MAX_CHAQUETA:
                alarma(chaqueta)
        for linea, cola in zip(lineas, lecturas):
            linea.set_data(tiempos, cola)
        ax.relim()
        ax.autoscale_view()
        return lineas

    anim = FuncAnimation(fig, actualizar, interval=1000, cache_frame_data=False)
    try:
        plt.show()
    finally:
        archivo.close()
        s.close()
        print("Datos guardados en", nombre)
        resumen(nombre)
    return anim


if __name__ == "__main__":
    main()
