# dublin_core_qillqa.py -- Archivo Regional del Cusco: fichas Dublin Core para el repositorio
# Qillqakuna (documentos coloniales y republicanos) -> CSV de carga masiva de DSpace
# Ñawinchaq: Rosa Huamán Quispe.  Hoja de inventario exportada de Excel.
import csv
import re
import sys

# inventario -> campo Dublin Core (formato de importación de DSpace)
CAMPOS = {
    "titulo": "dc.title",
    "autor": "dc.contributor.author",
    "fecha": "dc.date.issued",
    "lugar": "dc.coverage.spatial",
    "fondo": "dc.relation.ispartof",
    "idioma": "dc.language.iso",
    "folios": "dc.format.extent",
    "resumen": "dc.description.abstract",
}
IDIOMAS = {"castellano": "es", "quechua": "qu", "runasimi": "qu", "latín": "la", "aimara": "ay"}
FECHA_RE = re.compile(r"(\d{1,2})[/-](\d{1,2})[/-](\d{4})")


def normalizar_fecha(texto):
    """Fecha del inventario (dd/mm/aaaa, "s.f." o solo año) a ISO 8601.

    Devuelve "" si no hay fecha (documentos sin fecha: "s.f.").
    """
    texto = (texto or "").strip()
    if not texto or texto.lower().startswith("s.f"):
        return ""
    m = FECHA_RE.search(texto)
    if m:
        d, mes, a = m.groups()
        return f"{a}-{int(mes):02d}-{int(d):02d}"
    m = re.search(r"\d{4}", texto)
    return m.group(0) if m else ""


def normalizar_idioma(texto):
    """'castellano; quechua' -> 'es||qu' (separador de valores múltiples de DSpace)."""
    partes = [p.strip().lower() for p in re.split(r"[;,/]", texto or "") if p.strip()]
    return "||".join(IDIOMAS.get(p, p) for p in partes)


def ficha(fila):
    dc = {}
    for columna, campo in CAMPOS.items():
        valor = (fila.get(columna) or "").strip()
        if columna == "fecha":
            valor = normalizar_fecha(valor)
        elif columna == "idioma":
            valor = normalizar_idioma(valor)
        elif columna == "folios" and valor.isdigit():
            valor = f"{valor} folios"
        dc[campo] = valor
    dc["dc.identifier.other"] = fila["signatura"].strip()
    dc["dc.rights"] = "Archivo Regional del Cusco - uso académico"  # derechos por defecto
    return dc


def main():
    entrada = sys.argv[1] if len(sys.argv) > 1 else "inventario.csv"
    with open(entrada, encoding="latin-1", newline="") as f:
        filas = list(csv.DictReader(f, delimiter=";"))
    fichas = [ficha(f) for f in filas if f.get("signatura")]
    sin_fecha = sum(1 for d in fichas if not d["dc.date.issued"])
    columnas = ["id", "collection"] + list(fichas[0].keys())
    with open("dspace_carga.csv", "w", newline="", encoding="utf-8") as f:
        w = csv.DictWriter(f, fieldnames=columnas)
        w.writeheader()
        for d in fichas:
            w.writerow({"id": "+", "collection": "123456789/42", **d})
    print("Fichas:", len(fichas), "- sin fecha:", sin_fecha)
    print("Archivo listo: dspace_carga.csv")


if __name__ == "__main__":
    main()
