# Resumen mensual de CFDI 4.0 recibidos (XML del buzón del SAT) para la DIOT
# C.P. Alejandra Ruiz — despacho contable, Guadalajara
import glob
import sys
import xml.etree.ElementTree as ET
from collections import defaultdict
from decimal import Decimal

NS = {
    "cfdi": "http://www.sat.gob.mx/cfd/4",
    "tfd": "http://www.sat.gob.mx/TimbreFiscalDigital",
}
RFC_EMPRESA = "MPA010203AB1"
REGIMEN_EMPRESA = "601"


def leer_cfdi(ruta):
    raiz = ET.parse(ruta).getroot()
    emisor = raiz.find("cfdi:Emisor", NS)
    receptor = raiz.find("cfdi:Receptor", NS)
    timbre = raiz.find("cfdi:Complemento/tfd:TimbreFiscalDigital", NS)
    traslados = raiz.findall("cfdi:Impuestos/cfdi:Traslados/cfdi:Traslado", NS)
    iva = sum((Decimal(t.get("Importe", "0")) for t in traslados
               if t.get("Impuesto") == "002"), Decimal("0"))
    return {
        "uuid": timbre.get("UUID") if timbre is not None else "",
        "tipo": raiz.get("TipoDeComprobante"),
        "fecha": raiz.get("Fecha")[:10],
        "rfc_emisor": emisor.get("Rfc"),
        "nombre_emisor": emisor.get("Nombre"),
        "rfc_receptor": receptor.get("Rfc"),
        "subtotal": Decimal(raiz.get("SubTotal")),
        "iva": iva,
        "total": Decimal(raiz.get("Total")),
    }


def clasificar(c):
    match c["tipo"]:
        case "I":
            return "ingreso", 1
        case "E":
            return "egreso", -1
        case "P" | "N" | "T":
            return "otro", 0
        case _:
            raise ValueError(f"tipo desconocido {c['tipo']} en {c['uuid']}")


def main(carpeta):
    por_proveedor = defaultdict(lambda: {"nombre": "", "subtotal": Decimal(0), "iva": Decimal(0), "n": 0})
    ajenos = []
    for ruta in sorted(glob.glob(f"{carpeta}/*.xml")):
        c = leer_cfdi(ruta)
        if c["rfc_receptor"] != RFC_EMPRESA:
            ajenos.append(ruta)
            continue
        _, signo = clasificar(c)
        if signo == 0:
            continue
        p = por_proveedor[c["rfc_emisor"]]
        p["nombre"] = c["nombre_emisor"]
        p["subtotal"] += signo * c["subtotal"]
        p["iva"] += signo * c["iva"]
        p["n"] += 1
    print(f"{'RFC':<14} {'Proveedor':<40} {'N':>3} {'Subtotal':>14} {'IVA':>12}")
    for rfc, p in sorted(por_proveedor.items(), key=lambda kv: -kv[1]["subtotal"]):
        print(f"{rfc:<14} {p['nombre'][:40]:<40} {p['n']:>3} {p['subtotal']:>14,.2f} {p['iva']:>12,.2f}")
    if ajenos:
        print(f"\n{len(ajenos)} XML no son para {RFC_EMPRESA} (régimen {REGIMEN_EMPRESA}):", *ajenos, sep="\n  ")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "xml/2024-06")
