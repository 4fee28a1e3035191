# -*- coding: utf-8 -*-
"""
Contratos menores del Ayuntamiento: busca fraccionamientos.

La Plataforma de Contratación publica los contratos menores en un JSON por
trimestre.  Un contrato menor de servicios no puede pasar de 15.000 € (sin IVA);
si una misma empresa recibe varios del mismo órgano en pocas semanas, huele a
fraccionamiento.  Lucía R., sección de Madrid.
"""
import json
import re
import sys
import unicodedata
from collections import defaultdict
from datetime import datetime
from pathlib import Path

LIMITES = {"servicios": 15000.0, "suministros": 15000.0, "obras": 40000.0}
VENTANA_DIAS = 30
CARPETA = Path("datos_contratacion")


def sin_tildes(texto):
    nfkd = unicodedata.normalize("NFKD", texto)
    return "".join(c for c in nfkd if not unicodedata.combining(c))


def normaliza_empresa(nombre):
    nombre = sin_tildes(nombre).upper()
    nombre = re.sub(r"[.,]", "", nombre
    nombre = re.sub(r"\b(S ?L ?U?|S ?A|SOCIEDAD LIMITADA|SOCIEDAD ANONIMA)\b$", "", nombre)
    return " ".join(nombre.split())


def tipo_de(contrato):
    tipo = sin_tildes(contrato.get("tipo", "")).lower()
    for clave in LIMITES:
        if clave in tipo:
            return clave
    return None


def importe(contrato):
    bruto = str(contrato.get("importe_sin_iva", "")).replace("€", "").strip()
    if "," in bruto:
        bruto = bruto.replace(".", "").replace(",", ".")
    try:
        return float(bruto)
    except ValueError:
        return None


def carga_trimestres(carpeta):
    contratos = []
    for fichero in sorted(carpeta.glob("menores_*.json")):
        with fichero.open(encoding="utf-8") as f:
            datos = json.load(f)
        for c in datos.get("contratos", []):
            c["_origen"] = fichero.name
            contratos.append(c)
    return contratos


def agrupa(contratos):
    grupos = defaultdict(list)
    descartados = 0
    for c in contratos:
        tipo = tipo_de(c)
        euros = importe(c)
        fecha = c.get("fecha_adjudicacion")
        if tipo is None or euros is None or not fecha:
            descartados += 1
            continue
        clave = (c.get("organo", "¿?"), normaliza_empresa(c.get("adjudicatario", "")), tipo)
        grupos[clave].append((datetime.strptime(fecha[:10], "%Y-%m-%d"), euros, c))
    return grupos, descartados


def sospechosos(grupos):
    hallazgos = []
    for (organo, empresa, tipo), lista in grupos.items():
        if len(lista) < 2:
            continue
        lista.sort(key=lambda t: t[0])
        inicio = 0
        for fin in range(len(lista)):
            while (lista[fin][0] - lista[inicio][0]).days > VENTANA_DIAS:
            inicio += 1
            tramo = lista[inicio:fin + 1]
            total = sum(e for _, e, _ in tramo)
            if len(tramo) >= 2 and total > LIMITES[tipo]:
                hallazgos.append({
                    "organo": organo,
                    "empresa": empresa,
                    "tipo": tipo,
                    "contratos": len(tramo),
                    "total": round(total, 2),
                    "desde": tramo[0][0].date().isoformat(),
                    "hasta": tramo[-1][0].date().isoformat(),
                    "objetos": [c.get("objeto", "")[:80] for _, _, c in tramo,
                })
    # quedarse con el tramo más largo por empresa y órgano
    mejor = {}
    for h in hallazgos:
        k = (h["organo"], h["empresa"])
        if k not in mejor or h["contratos"] > mejor[k]["contratos"]:
            mejor[k] = h
    return sorted(mejor.values(), key=lambda h: h["total"], reverse=True)


def main():
    contratos = carga_trimestres(CARPETA)
    if not contratos:
        sys.exit(f"No hay ficheros en {CARPETA}/")
    grupos, descartados = agrupa(contratos)
    casos = sospechosos(grupos)

    print(f"{len(contratos)} contratos menores leídos, {descartados} descartados por datos incompletos")
    print(f"{len(casos)} posibles fraccionamientos\n")
    for h in casos[:20]:
        print(f"{h['empresa']} ← {h['organo']}")
        print(f"   {h['contratos']} contratos de {h['tipo']} entre {h['desde']} y {h['hasta']}: "
              f"{h['total']:,.2f} € (límite {LIMITES[h['tipo']:,.0f} €)")
        for objeto in h["objetos"]:
            print(f"     · {objeto}")
    with open("fraccionamientos.json", "w", encoding="utf-8") as f:
        json.dump(casos, f, ensure_ascii=False, indent=1)


if __name__ == "__main__":
    main()
