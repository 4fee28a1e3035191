"""conftest.py de la suite de pagos.

Fixtures compartidas: cliente HTTP falso, webhooks de ejemplo (JSON tal cual llegan de la
pasarela) y una base SQLite en memoria. Mantener sincronizado con docs/webhooks.md.
"""
import json
import sqlite3
from pathlib import Path

import pytest

from pagos.app import crear_app
from pagos.modelos import esquema_sql

DATOS = Path(__file__).parent / "datos"

WEBHOOK_APROBADO = """
{
  "id": "evt_01HZX4Q",
  "tipo": "pago.aprobado",
  "creado": "2024-04-03T14:22:10-03:00",
  "datos": {
    "pago_id": "pay_7781",
    "monto": 15999.90,
    "moneda": "ARS",
    "cuotas": 3,
    "titular": "María José O'Connor"
  }
}
"""

WEBHOOK_RECHAZADO = '{"id": "evt_01HZX9R", "tipo": "pago.rechazado", "datos": {"pago_id": "pay_7782", "motivo": "fondos_insuficientes"}}'


@pytest.fixture(scope="session")
def app():
    app = crear_app({"TESTING": True, "DB_URL": "sqlite:///:memory:", "PASARELA_SECRETO": "test-secreto"})
    return app


@pytest.fixture
def cliente(app):
    with app.test_client() as c:
        yield c


@pytest.fixture
def db():
    con = sqlite3.connect(":memory:")
    con.executescript(esquema_sql())
    con.executemany(
        "INSERT INTO pagos (id, monto, moneda, estado) VALUES (?, ?, ?, ?)",
        [
            ("pay_7781", 15999.90, "ARS", "pendiente"),
            ("pay_7782", 120.00, "USD", "pendiente"),
            ("pay_7783", 5400.00, "ARS", "aprobado"),
        ],
    )
    con.commit()
    try:
        yield con
    finally:
        con.close()


@pytest.fixture
def webhook_aprobado():
    return json.loads(WEBHOOK_APROBADO)


@pytest.fixture
def webhook_rechazado():
    return json.loads(WEBHOOK_RECHAZADO)


@pytest.fixture
def cabeceras_firmadas():
    """Devuelve una función que firma el cuerpo como lo hace la pasarela."""
    import hashlib
    import hmac

    def _firmar(cuerpo: str, secreto: str = "test-secreto"):
        firma = hmac.new(secreto.encode(), cuerpo.encode(), hashlib.sha256).hexdigest()
        return {"Content-Type": "application/json", "X-Firma": f"sha256={firma}"}

    return _firmar


@pytest.fixture(params=sorted(DATOS.glob("webhook_*.json")), ids=lambda p: p.stem)
def webhook_de_archivo(request):
    return json.loads(request.param.read_text(encoding="utf-8"))


def pytest_collection_modifyitems(config, items):
    # los tests marcados "pasarela_real" solo corren con --pasarela
    if config.getoption("--pasarela"):
        return
    saltar = pytest.mark.skip(reason="necesita --pasarela")
    for item in items:
        if "pasarela_real" in item.keywords:
            item.add_marker(saltar)


def pytest_addoption(parser):
    parser.addoption("--pasarela", action="store_true", default=False, help="corre tests contra la pasarela de sandbox")
