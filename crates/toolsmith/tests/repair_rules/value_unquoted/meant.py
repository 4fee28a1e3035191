"""Print a shipping label on the warehouse's network printer."""

import socket

PRINTER_IP = "10.20.0.31"
PRINTER_PORT = 9100


def label(order, weight_kg):
    return (
        "^XA"
        f"^FO40,40^A0N,50,50^FD{order}^FS"
        f"^FO40,120^A0N,40,40^FD{weight_kg:.1f} kg^FS"
        "^XZ"
    )


def send(zpl):
    with socket.create_connection((PRINTER_IP, PRINTER_PORT), timeout=5) as conn:
        conn.sendall(zpl.encode("ascii"))


if __name__ == "__main__":
    send(label("SO-1042", 18.5))
