"""Reinicia los servicios de la app en los servidores de staging.

Uso: python reiniciar.py [--solo-web] [--dont-restart-db]
"""
import subprocess
import sys
import time

SERVIDORES = {
    "web": ["stg-web-01", "stg-web-02", "stg-web-03"],
    "worker": ["stg-worker-01", "stg-worker-02"],
    "db": ["stg-db-01"],
}
SERVICIOS = {"web": "gunicorn", "worker": "celery", "db": "postgresql"}
ESPERA = 5  # segundos entre servidores


def ejecutar(host, comando):
    # ssh en modo BatchMode para que no se quede esperando una contraseña
    cmd = f"ssh -o BatchMode=yes {host} 'sudo systemctl {comando}'"
    res = subprocess.run(cmd, shell=True, capture_output=True, text=True)
    return res.returncode, (res.stdout + res.stderr).strip()


def reiniciar_grupo(grupo, hosts):
    fallos = []
    cant = len(hosts)
    for i, host in enumerate(hosts, start=1):
        servicio = SERVICIOS[grupo]
        print(f"[{i}/{cant}] {host}: reiniciando {servicio}...")
        code, salida = ejecutar(host, f"restart {servicio}")
        if code != 0:
            fallos.append((host, salida))
            continue
        code, salida = ejecutar(host, f"is-active {servicio}")
        print(f"    estado: {salida}")
        time.sleep(ESPERA)
    return fallos


def main(args):
    solo_web = "--solo-web" in args
    dont_restart_db = "--dont-restart-db" in args
    grupos = ["web"] if solo_web else ["web", "worker", "db"]
    if dont_restart_db and "db" in grupos:
        grupos.remove("db")
    todos_los_fallos = []
    for grupo in grupos:
        todos_los_fallos += reiniciar_grupo(grupo, SERVIDORES[grupo])
    if todos_los_fallos:
        print("Fallaron:")
        for host, salida in todos_los_fallos:
            print(f"  {host}: {salida}")
        return 1
    print("Todo reiniciado.")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
