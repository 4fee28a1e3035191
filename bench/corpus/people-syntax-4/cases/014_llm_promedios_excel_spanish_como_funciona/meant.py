from statistics import mean

from openpyxl import load_workbook
from openpyxl.styles import Font, PatternFill

ARCHIVO = "notas.xlsx"
NOTA_MINIMA = 5.0
ROJO = PatternFill(start_color="FFC7CE", end_color="FFC7CE", fill_type="solid")


def calcular_promedios(hoja):
    """Añade una columna 'Promedio' y colorea en rojo a quien no aprueba."""
    encabezados = [c.value for c in hoja[1]]
    col_promedio = len(encabezados) + 1
    hoja.cell(row=1, column=col_promedio, value="Promedio").font = Font(bold=True)

    suspensos = []
    for fila in hoja.iter_rows(min_row=2):
        nombre = fila[0].value
        notas = [c.value for c in fila[1:] if isinstance(c.value, (int, float))]
        if not notas:
            continue
        promedio = round(mean(notas), 2)
        celda = hoja.cell(row=fila[0].row, column=col_promedio, value=promedio)
        if promedio < NOTA_MINIMA:
            celda.fill = ROJO
            suspensos.append(nombre)
    return suspensos


def main():
    libro = load_workbook(ARCHIVO)
    hoja = libro.active
    suspensos = calcular_promedios(hoja)
    libro.save("notas_con_promedio.xlsx")
    print("Archivo guardado: notas_con_promedio.xlsx")
    if suspensos:
        print("Alumnos por debajo de", NOTA_MINIMA, ":", ", ".join(suspensos))


if __name__ == "__main__":
    main()
