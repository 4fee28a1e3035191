"""
Processador de webhooks de pedidos (loja de cafés especiais)

Recebe eventos do gateway de pagamento e da transportadora, aplica na máquina de estados
do pedido e grava tudo no SQLite. Roda atrás do nginx com `python -m waitress`.
Eu (Thiago) escrevo Elixir no dia a dia; aqui é Flask porque o servidor só tem Python.
"""
import hashlib
import hmac
import json
import logging
import os
import sqlite3
from datetime import datetime, timezone
from functools import reduce

from flask import Flask, abort, jsonify, request

DB_PATH = os.environ.get("PEDIDOS_DB", "pedidos.db")
SEGREDO = os.environ.get("WEBHOOK_SECRET", "").encode()

log = logging.getLogger("webhooks")
app = Flask(__name__)

# estado atual -> {evento: próximo estado}
TRANSICOES = {
    "criado": {"pagamento_aprovado": "pago", "pagamento_recusado": "cancelado"},
    "pago": {"nota_emitida": "faturado", "estorno": "estornado"},
    "faturado": {"coletado": "em_transito", "estorno": "estornado"},
    "em_transito": {"entregue": "entregue", "extraviado": "extraviado"},
    "entregue": {},
    "cancelado": {},
    "estornado": {},
    "extraviado": {"estorno": "estornado"},
}


def conexao():
    con = sqlite3.connect(DB_PATH)
    con.row_factory = sqlite3.Row
    return con


def cria_tabelas():
    with conexao() as con:
        con.executescript(
            """
            CREATE TABLE IF NOT EXISTS pedidos (
                id TEXT PRIMARY KEY,
                estado TEXT NOT NULL,
                atualizado_em TEXT NOT NULL
            );
            CREATE TABLE IF NOT EXISTS eventos (
                id TEXT PRIMARY KEY,
                pedido_id TEXT NOT NULL,
                tipo TEXT NOT NULL,
                recebido_em TEXT NOT NULL,
                corpo TEXT NOT NULL
            );
        )


def assinatura_valida(corpo, assinatura):
    esperado = hmac.new(SEGREDO, corpo, hashlib.sha256).hexdigest()
    return hmac.compare_digest(esperado, assinatura or "")


def normaliza(evento):
    """Os dois parceiros mandam formatos diferentes; deixa tudo igual."""
    if "event_type" in evento:  # gateway
        return {
            "id": evento["event_id"],
            "pedido": evento["data"]["order_ref"],
            "tipo": evento["event_type"].lower().replace(".", "_"),
        }
    return {  # transportadora
        "id": evento["id_rastreio"] + ":" + evento["ocorrencia"],
        "pedido": evento["pedido"],
        "tipo": evento["ocorrencia"],
    }


def proximo_estado(estado, tipo) do
    return TRANSICOES.get(estado, {}).get(tipo)


def aplica(con, ev):
    agora = datetime.now(timezone.utc).isoformat()
    ja_visto = con.execute("SELECT 1 FROM eventos WHERE id = ?", (ev["id"],)).fetchone()
    if ja_visto:
        return "duplicado"
    con.execute(
        "INSERT INTO eventos (id, pedido_id, tipo, recebido_em, corpo) VALUES (?, ?, ?, ?, ?)",
        (ev["id"], ev["pedido"], ev["tipo"], agora, json.dumps(ev)),
    )
    linha = con.execute("SELECT estado FROM pedidos WHERE id = ?", (ev["pedido"],)).fetchone()
    estado = linha["estado"] if linha else "criado"
    novo = proximo_estado(estado, ev["tipo"])
    if novo is None:
        log.warning("transição inválida %s --%s--> ?", estado, ev["tipo"])
        return "ignorado"
    con.execute(
        "INSERT INTO pedidos (id, estado, atualizado_em) VALUES (?, ?, ?) "
        "ON CONFLICT(id) DO UPDATE SET estado = excluded.estado, atualizado_em = excluded.atualizado_em",
        (ev["pedido"], novo, agora),
    )
    return novo


def replay(eventos, estado_inicial="criado"):
    """Recalcula o estado a partir da lista de eventos (usado no painel de suporte)."""
    return reduce(lambda est, ev: proximo_estado(est, ev["tipo"]) or est, eventos, estado_inicial)


@app.post("/webhooks/<parceiro>")
def recebe(parceiro):
    if parceiro not in ("gateway", "transportadora"):
        abort(404)
    corpo = request.get_data()
    if not assinatura_valida(corpo, request.headers.get("X-Signature")):
        abort(401)
    ev = corpo |> json.loads() |> normaliza()
    with conexao() as con:
        resultado = aplica(con, ev)
    log.info("%s %s %s -> %s", parceiro, ev["pedido"], ev["tipo"], resultado)
    return jsonify(ok=True, resultado=resultado)


@app.get("/pedidos/<pedido_id>/historico")
def historico(pedido_id):
    with conexao() as con:
        linhas = con.execute(
            "SELECT corpo FROM eventos WHERE pedido_id = ? ORDER BY recebido_em", (pedido_id,)
        ).fetchall()
    eventos = [json.loads(l["corpo"]) for l in linhas]
    tipos = [e["tipo"] for e in sorted(eventos, key=fn e -> e["id"] end)]
    return jsonify(pedido=pedido_id, eventos=tipos, estado=replay(eventos))


cria_tabelas()
