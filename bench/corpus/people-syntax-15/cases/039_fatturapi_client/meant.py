"""Client HTTP per l'API del nostro intermediario SDI (fatture elettroniche).

Gestisce autenticazione OAuth2 client-credentials, retry con backoff esponenziale
e jitter, rispetto di ``Retry-After`` e paginazione a cursore.

    client = FatturaClient.from_env()
    for f in client.iter_fatture(stato="consegnata", dal=date(2024, 1, 1)):
        print(f["numero"], f["totale"])
"""
from __future__ import annotations

import logging
import os
import random
import time
from dataclasses import dataclass
from datetime import date, datetime, timedelta, timezone
from typing import Any, Iterator, Protocol

import httpx

log = logging.getLogger("fatturapi")

DEFAULT_BASE_URL = "https://api.sdi-intermediario.example.it/v2"
RETRY_STATUS = {429, 500, 502, 503, 504}


class Clock(Protocol):
    def now(self) -> datetime: ...

    def sleep(self, seconds: float) -> None: ...


class _SystemClock:
    def now(self) -> datetime:
        return datetime.now(timezone.utc)

    def sleep(self, seconds: float) -> None:
        time.sleep(seconds)


class FatturaAPIError(Exception):
    """Errore restituito dall'API (corpo JSON con ``codice`` e ``messaggio``)."""

    def __init__(self, status: int, codice: str, messaggio: str):
        super().__init__(f"[{status}] {codice}: {messaggio}")
        self.status = status
        self.codice = codice
        self.messaggio = messaggio


@dataclass
class RetryPolicy:
    tentativi: int = 5
    base: float = 0.5
    massimo: float = 30.0
    jitter: float = 0.25

    def attesa(self, tentativo: int, retry_after: str | None = None) -> float:
        """Secondi da attendere prima del tentativo ``tentativo`` (1 = primo retry)."""
        if retry_after:
            try:
                return min(float(retry_after), self.massimo)
            except ValueError:
                pass  # può essere una data HTTP, in quel caso usiamo il backoff
        ritardo = min(self.base * 2 ** (tentativo - 1), self.massimo)
        return ritardo * (1 + random.uniform(-self.jitter, self.jitter))


@dataclass
class _Token:
    valore: str
    scade: datetime

    def valido(self, adesso: datetime) -> bool:
        # rinnoviamo un minuto prima, per sicurezza
        return adesso < self.scade - timedelta(seconds=60)


class FatturaClient:
    """Client sincrono; thread-safe quanto ``httpx.Client`` (cioè: uno per thread)."""

    def __init__(
        self,
        client_id: str,
        client_secret: str,
        *,
        base_url: str = DEFAULT_BASE_URL,
        retry: RetryPolicy | None = None,
        timeout: float = 20.0,
        clock: Clock | None = None,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        self._client_id = client_id
        self._client_secret = client_secret
        self._retry = retry or RetryPolicy()
        self._clock = clock or _SystemClock()
        self._token: _Token | None = None
        self._http = httpx.Client(
            base_url=base_url,
            timeout=timeout,
            transport=transport,
            headers={"User-Agent": "fatturapi-python/1.4", "Accept": "application/json"},
        )

    @classmethod
    def from_env(cls) -> "FatturaClient":
        return cls(
            os.environ["FATTURAPI_CLIENT_ID"],
            os.environ["FATTURAPI_CLIENT_SECRET"],
            base_url=os.environ.get("FATTURAPI_BASE_URL", DEFAULT_BASE_URL),
        )

    def __enter__(self) -> "FatturaClient":
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def close(self) -> None:
        self._http.close()

    @property
    def token(self) -> str:
        adesso = self._clock.now()
        if self._token is None or not self._token.valido(adesso):
            r = self._http.post(
                "/oauth/token",
                data={"grant_type": "client_credentials", "scope": "fatture:read fatture:write"},
                auth=(self._client_id, self._client_secret),
            )
            self._solleva_se_errore(r)
            corpo = r.json()
            self._token = _Token(corpo["access_token"], adesso + timedelta(seconds=corpo["expires_in"]))
            log.debug("nuovo token, scade %s", self._token.scade.isoformat())
        return self._token.valore

    @staticmethod
    def _solleva_se_errore(r: httpx.Response) -> None:
        if r.is_success:
            return
        try:
            corpo = r.json()
        except ValueError:
            corpo = {}
        raise FatturaAPIError(r.status_code, corpo.get("codice", "sconosciuto"), corpo.get("messaggio", r.text[:200]))

    def _richiesta(self, metodo: str, percorso: str, **kwargs: Any) -> httpx.Response:
        ultimo_errore: Exception | None = None
        for tentativo in range(1, self._retry.tentativi + 1):
            headers = {"Authorization": f"Bearer {self.token}", **kwargs.pop("headers", {})}
            try:
                r = self._http.request(metodo, percorso, headers=headers, **kwargs)
            except (httpx.TimeoutException, httpx.NetworkError) as exc:
                ultimo_errore = exc
                attesa = self._retry.attesa(tentativo)
                log.warning("%s %s: %s, nuovo tentativo tra %.1fs", metodo, percorso, exc, attesa)
                self._clock.sleep(attesa)
                continue
            if r.status_code == 401 and tentativo == 1:
                self._token = None  # token revocato lato server: ne chiediamo uno nuovo
                continue
            if r.status_code in RETRY_STATUS and tentativo < self._retry.tentativi:
                attesa = self._retry.attesa(tentativo, r.headers.get("Retry-After"))
                log.warning("%s %s -> %d, nuovo tentativo tra %.1fs", metodo, percorso, r.status_code, attesa)
                self._clock.sleep(attesa)
                continue
            self._solleva_se_errore(r)
            return r
        raise ConnectionError(f"{metodo} {percorso}: tentativi esauriti") from ultimo_errore

    # --- API pubblica --------------------------------------------------------------

    def fattura(self, id_sdi: str) -> dict[str, Any]:
        return self._richiesta("GET", f"/fatture/{id_sdi}").json()

    def iter_fatture(self, *, stato: str | None = None, dal: date | None = None, per_pagina: int = 100) -> Iterator[dict[str, Any]]:
        params: dict[str, Any] = {"limit": per_pagina}
        if stato:
            params["stato"] = stato
        if dal:
            params["dal"] = dal.isoformat()
        while True:
            pagina = self._richiesta("GET", "/fatture", params=params).json()
            yield from pagina["dati"]
            cursore = pagina.get("cursore_successivo")
            if not cursore:
                return
            params["cursore"] = cursore

    def invia(self, xml: bytes, *, nome_file: str) -> str:
        """Invia un file FatturaPA già firmato; restituisce l'identificativo SDI."""
        r = self._richiesta(
            "POST",
            "/fatture",
            files={"file": (nome_file, xml, "application/xml")},
            headers={"Idempotency-Key": nome_file},
        )
        return r.json()["id_sdi"]

    def notifiche(self, id_sdi: str) -> list[dict[str, Any]]:
        return self._richiesta("GET", f"/fatture/{id_sdi}/notifiche").json()["dati"]
