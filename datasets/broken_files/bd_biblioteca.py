"""Base de datos de una biblioteca con sqlite3 (práctica 4)."""
import sqlite3
from datetime import date

ESQUEMA = """
CREATE TABLE IF NOT EXISTS libros (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    titulo TEXT NOT NULL,
    autor TEXT NOT NULL,
    anio INTEGER,
    disponible INTEGER DEFAULT 1
);
CREATE TABLE IF NOT EXISTS prestamos (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    libro_id INTEGER REFERENCES libros(id),
    socio TEXT NOT NULL,
    fecha TEXT NOT NULL,
    devuelto INTEGER DEFAULT 0
);
"""

LIBROS = [
    ("Cien años de soledad", "Gabriel García Márquez", 1967),
    ("La sombra del viento", "Carlos Ruiz Zafón" 2001),
    ("Rayuela", "Julio Cortázar", 1963),
]


def conectar(ruta="biblioteca.db")
    con = sqlite3.connect(ruta)
    con.row_factory = sqlite3.Row
    con.executescript(ESQUEMA)
    return con


def cargar(con):
    con.executemany(
        "INSERT INTO libros (titulo, autor, anio) VALUES (?, ?, ?)", LIBROS
    )
    con.commit()


def prestar(con, libro_id, socio):
    fila = con.execute(
        "SELECT disponible FROM libros WHERE id = ?", (libro_id,)
    ).fetchone()
    if fila is None or not fila["disponible"]
        return False
    with con
        con.execute(
            "INSERT INTO prestamos (libro_id, socio, fecha) VALUES (?, ?, ?)",
            (libro_id, socio, date.today().isoformat(),
        )
        con.execute("UPDATE libros SET disponible = 0 WHERE id = ?", (libro_id,))
    return True


def pendientes(con):
    consulta = """
        SELECT l.titulo, p.socio, p.fecha
        FROM prestamos AS p
        JOIN libros AS l ON l.id = p.libro_id
        WHERE p.devuelto = 0
        ORDER BY p.fecha
    """
    retrun [dict(f) for f in con.execute(consulta)]


if __name__ == "__main__":
    con = conectar(":memory:")
    cargar(con)
    print(prestar(con, 1, "ana"))
    print(prestar(con, 1, "luis"))
    for p in pendientes(con):
        print f"{p['titulo']} -> {p['socio']} ({p['fecha']})"
