"""Preprocesamiento de notas periodísticas para el modelo de temas (LDA / BERTopic).

Entrada: CSV exportado del scraper (id, fecha, medio, titulo, cuerpo).
Salida:  JSONL con tokens lematizados, entidades y metadatos.

Laboratorio de Lingüística Computacional - Itzel R., posgrado, CDMX
"""
import csv
import json
import re
import sys
import unicodedata
from pathlib import Path

import spacy
from spacy.lang.es.stop_words import STOP_WORDS

MODELO = "es_core_news_md"
TAM_LOTE = 64

# palabras frecuentes en notas que no aportan al tema
STOP_EXTRA = {
    "dijo", "señaló", "afirmó", "indicó", "explicó", "comentó", "aseguró",
    "año", "años", "día", "días", "vez", "través", "hoy", "ayer",
    "nota", "redacción", "foto", "video", "cuartoscuro", "especial",
}
STOP = STOP_WORDS | STOP_EXTRA

RE_URL = re.compile(r"https?://\S+|www\.\S+")
RE_MENCION = re.compile(r"@\w+")
RE_PIE_FOTO = re.compile(r"\((?:foto|imagen|video)[^)]*\)", re.IGNORECASE)
RE_FIRMA = re.compile(r"^(?:Por|Con información de)\s+[A-ZÁÉÍÓÚÑ][\w .,]+$", re.MULTILINE)
RE_ESPACIOS = re.compile(r"\s+")
RE_CITA = re.compile(r"[«»“”\"]")
RE_SOLO_LETRAS = re.compile(r"^[a-záéíóúüñ]+$")

POS_UTILES = {"NOUN", "PROPN", "ADJ", "VERB"}


def normalizar(texto):
    texto = unicodedata.normalize("NFC", texto)
    texto = RE_URL.sub(" ", texto)
    texto = RE_MENCION.sub(" ", texto)
    texto = RE_PIE_FOTO.sub(" ", texto)
    texto = RE_FIRMA.sub(" ", texto)
    texto = RE_CITA.sub('"', texto)
    texto = texto.replace("\u00ad", "")       # guiones suaves que deja el CMS
    return RE_ESPACIOS.sub(" ", texto).strip()


def leer_notas(ruta):
    with open(ruta, newline="", encoding="utf-8") as f:
        for fila in csv.DictReader(f):
            cuerpo = fila.get("cuerpo") or ""
            if len(cuerpo) < 300:
                continue          # notas muy cortas: casi siempre galerías o avisos
            yield fila["id"], fila


def tokens_utiles(doc):
    salida = []
    for tok in doc:
        if tok.is_punct or tok.is_space or tok.like_num or tok.like_url:
            continue
        if tok.pos_ not in POS_UTILES:
            continue
        lema = tok.lemma_.lower().strip()
        if lema in STOP or len(lema) < 3 or not RE_SOLO_LETRAS.match(lema):
            continue
        salida.append(lema)
    return salida


def entidades(doc):
    vistas = {}
    for ent in doc.ents:
        if ent.label_ in ("PER", "ORG", "LOC"):
            clave = (ent.text.strip(), ent.label_)
            vistas[clave] = vistas.get(clave, 0) + 1
    return [{"texto": t, "tipo": e, "n": n} for (t, e), n in sorted(vistas.items(), key=lambda x: -x[1])]


def procesar(entrada, salida):
    nlp = spacy.load(MODELO, disable=["parser"])
    nlp.max_length = 2_000_000
    notas = list(leer_notas(entrada))
    textos = (normalizar(f"{fila['titulo']}. {fila['cuerpo']}") for _, fila in notas)
    escritas = 0
    with open(salida, "w", encoding="utf-8") as out:
        for (id_nota, fila), doc in zip(notas, nlp.pipe(textos, batch_size=TAM_LOTE)):
            registro = {
                "id": id_nota,
                "fecha": fila["fecha"],
                "medio": fila["medio"],
                "tokens": tokens_utiles(doc),
                "entidades": entidades(doc),
                "n_palabras": sum(1 for t in doc if t.is_alpha),
            }
            if len(registro["tokens"]) < 20:
                continue
            out.write(json.dumps(registro, ensure_ascii=False) + "\n")
            escritas += 1
    return len(notas), escritas


if __name__ == "__main__":
    if len(sys.argv) != 3:
        print("uso: python " + sys.argv[0] + " notas.csv salida.jsonl")
        sys.exit(1)
    total, escritas = procesar(Path(sys.argv[1]), Path(sys.argv[2]))
    print(f"{escritas} de {total} notas procesadas ({total - escritas} descartadas por cortas o vacías)")
