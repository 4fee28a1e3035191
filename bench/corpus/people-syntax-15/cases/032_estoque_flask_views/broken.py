"""Blueprint da API de estoque (``/api/estoque``).

Rotas:
    GET    /produtos                 lista com filtros e paginação
    POST   /produtos                 cria produto
    GET    /produtos/<sku>           detalhe
    PATCH  /produtos/<sku>           atualiza campos simples
    POST   /produtos/<sku>/movimento entrada/saída de estoque
    GET    /relatorio/baixo-estoque  produtos abaixo do mínimo (CSV ou JSON)

Toda escrita passa por ``registrar_auditoria`` (exigência da contabilidade, ver #112).
from __future__ import annotations

import csv
import io
import logging
from datetime import datetime, timezone
from decimal import Decimal, InvalidOperation
from functools import wraps

from flask import Blueprint, Response, abort, current_app, g, jsonify, request
from sqlalchemy import func, or_, select
from sqlalchemy.exc import IntegrityError

from .db import db
from .models import Auditoria, Movimento, Produto

bp = Blueprint("estoque", __name__, url_prefix="/api/estoque")
log = logging.getLogger(__name__)

CAMPOS_EDITAVEIS = {"nome", "descricao", "preco", "estoque_minimo", "categoria"}
POR_PAGINA_MAX = 100


def requer_token(f):
    """Aceita ``Authorization: Bearer <token>`` com os tokens de ``API_TOKENS``."""

    @wraps(f)
    def wrapper(*args, **kwargs):
        cabecalho = request.headers.get("Authorization", "")
        token = cabecalho.removeprefix("Bearer ").strip()
        usuarios = current_app.config.get("API_TOKENS", {})
        if token not in usuarios:
            abort(401)
        g.usuario = usuarios[token]
        return f(*args, **kwargs)

    return wrapper


def produto_para_dict(p: Produto) -> dict:
    return {
        "sku": p.sku,
        "nome": p.nome,
        "descricao": p.descricao,
        "categoria": p.categoria,
        "preco": str(p.preco),
        "quantidade": p.quantidade,
        "estoque_minimo": p.estoque_minimo,
        "atualizado_em": p.atualizado_em.isoformat() if p.atualizado_em else None,
    }


def registrar_auditoria(acao: str, sku: str, detalhes: dict) -> None:
    db.session.add(
        Auditoria(
            usuario=g.get("usuario", "?"),
            acao=acao,
            sku=sku,
            detalhes=detalhes,
            quando=datetime.now(timezone.utc),
        )
    )


def _decimal(valor, campo: str) -> Decimal:
    try:
        d = Decimal(str(valor))
    except (InvalidOperation, TypeError):
        abort(Response(f"campo '{campo}' inválido", status=400))
    if d < 0:
        abort(Response(f"campo '{campo}' não pode ser negativo", status=400))
    return d


@bp.get("/produtos")
@requer_token
def listar_produtos():
    pagina = max(request.args.get("pagina", 1, type=int), 1)
    por_pagina = min(request.args.get("por_pagina", 20, type=int), POR_PAGINA_MAX)
    consulta = select(Produto).order_by(Produto.nome)
    if termo := request.args.get("q"):
        like = f"%{termo}%"
        consulta = consulta.where(or_(Produto.nome.ilike(like), Produto.sku.ilike(like)))
    if categoria := request.args.get("categoria"):
        consulta = consulta.where(Produto.categoria == categoria)
    total = db.session.scalar(select(func.count()).select_from(consulta.subquery()))
    itens = db.session.scalars(consulta.limit(por_pagina).offset((pagina - 1) * por_pagina)).all()
    return jsonify(
            "itens": [produto_para_dict(p) for p in itens],
            "pagina": pagina,
            "por_pagina": por_pagina,
            "total": total,
        }
    )


@bp.post("/produtos")
@requer_token
def criar_produto():
    dados = request.get_json(silent=True) or {}
    faltando = [c for c in ("sku", "nome", "preco") if not dados.get(c)]
    if faltando:
        return jsonify({"erro": "campos obrigatórios", "campos": faltando}), 400
    produto = Produto(
        sku=dados["sku"].strip().upper(),
        nome=dados["nome"].strip(),
        descricao=dados.get("descricao", ""),
        categoria=dados.get("categoria"),
        preco=_decimal(dados["preco"], "preco"),
        quantidade=0,
        estoque_minimo=int(dados.get("estoque_minimo", 0)),
    )
    db.session.add(produto)
    registrar_auditoria("criar", produto.sku, dados)
    try:
        db.session.commit()
    except IntegrityError:
        db.session.rollback()
        return jsonify({"erro": f"SKU {produto.sku} já existe"}), 409
    log.info("produto %s criado por %s", produto.sku, g.usuario)
    return jsonify(produto_para_dict(produto)), 201


def _buscar(sku: str) -> Produto:
    produto = db.session.scalar(select(Produto).where(Produto.sku == sku.upper()))
        if produto is None:
            abort(404)
    return produto


@bp.get("/produtos/<sku>")
@requer_token
def detalhe_produto(sku):
    return jsonify(produto_para_dict(_buscar(sku)))


@bp.patch("/produtos/<sku>")
@requer_token
def atualizar_produto(sku):
    produto = _buscar(sku)
    dados = request.get_json(silent=True) or {}
    desconhecidos = set(dados) - CAMPOS_EDITAVEIS
    if desconhecidos:
        return jsonify({"erro": "campos não editáveis", "campos": sorted(desconhecidos)}), 400
    for campo, valor in dados.items():
        if campo == "preco":
            valor = _decimal(valor, campo)
        setattr(produto, campo, valor)
    produto.atualizado_em = datetime.now(timezone.utc)
    registrar_auditoria("atualizar", produto.sku, dados)
    db.session.commit()
    return jsonify(produto_para_dict(produto))


@bp.post("/produtos/<sku>/movimento")
@requer_token
def movimentar(sku):
    """Entrada (quantidade > 0) ou saída (quantidade < 0) de estoque.

    Saída maior que o saldo retorna 409 e não altera nada.
    """
    produto = _buscar(sku)
    dados = request.get_json(silent=True) or {}
    try:
        quantidade = int(dados["quantidade"])
    except (KeyError, TypeError, ValueError):
        return jsonify({"erro": "quantidade inteira obrigatória"}), 400
    if quantidade == 0:
        return jsonify({"erro": "quantidade zero"}), 400
    if produto.quantidade + quantidade < 0:
        return jsonify({"erro": "saldo insuficiente", "saldo": produto.quantidade}), 409
    produto.quantidade += quantidade
    produto.atualizado_em = datetime.now(timezone.utc)
    db.session.add(Movimento(produto=produto, quantidade=quantidade, motivo=dados.get("motivo", "")))
    registrar_auditoria("movimento", produto.sku, {"quantidade": quantidade})
    db.session.commit()
    if produto.quantidade < produto.estoque_minimo:
        log.warning("estoque baixo: %s (%d < %d)", produto.sku, produto.quantidade, produto.estoque_minimo)
    return jsonify(produto_para_dict(produto))


@bp.get("/relatorio/baixo-estoque")
@requer_token
def relatorio_baixo_estoque():
    baixos = db.session.scalars(
        select(Produto).where(Produto.quantidade < Produto.estoque_minimo).order_by(Produto.categoria, Produto.nome)
    ).all()
    if request.args.get("formato") != "csv":
        return jsonify([produto_para_dict(p) for p in baixos])
    saida = io.StringIO()
    escritor = csv.writer(saida, delimiter=";")
    escritor.writerow(["sku", "nome", "categoria", "quantidade", "estoque_minimo", "repor"])
    for p in baixos:
        escritor.writerow([p.sku, p.nome, p.categoria or "", p.quantidade, p.estoque_minimo, p.estoque_minimo - p.quantidade])
    return Response(
        saida.getvalue(),
        mimetype="text/csv",
        headers={"Content-Disposition": "attachment; filename=baixo-estoque.csv"},
    )
