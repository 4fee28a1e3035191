"""Logging configuration shared by the API, the workers and the management commands.

Call ``configure_logging()`` once, as early as possible (before Django/uvicorn set up
their own handlers). Level and format are controlled by environment variables:

    LOG_LEVEL      default INFO
    LOG_FORMAT     "json" (default in containers) or "console"
    LOG_DIR        if set, a rotating file handler writes there as well
    SENTRY_DSN     if set, ERROR records also go to Sentry
"""
import json
import logging
import logging.config
import os
import socket
import sys
import traceback
from contextvars import ContextVar
from datetime import datetime, timezone

request_id_var: ContextVar[str] = ContextVar("request_id", default="-")

_RESERVED = set(vars(logging.LogRecord("x", 0, "x", 0, "x", None, None))) | {"message", "asctime"}


class RequestIdFilter(logging.Filter):
    """Adds the current request id (set by the middleware) to every record."""

    def filter(self, record: logging.LogRecord) -> bool:
        record.request_id = request_id_var.get()
        return True


class DropHealthchecks(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        msg = record.getMessage()
        return not ("GET /healthz" in msg or "GET /readyz" in msg)


class JsonFormatter(logging.Formatter):
    """One JSON object per line; extra=... fields are included as top-level keys."""

    def __init__(self, *args, service: str = "app", **kwargs):
        super().__init__(*args, **kwargs)
        self.service = service
        self.host = socket.gethostname()

    def format(self, record: logging.LogRecord) -> str:
        payload = {
            "ts": datetime.fromtimestamp(record.created, tz=timezone.utc).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "msg": record.getMessage(),
            "service": self.service,
            "host": self.host,
            "pid": record.process,
            "request_id": getattr(record, "request_id", "-"),
        }
        for key, value in record.__dict__.items():
            if key not in _RESERVED and key not in payload and not key.startswith("_"):
                try:
                    json.dumps(value)
                    payload[key] = value
                except TypeError:
                    payload[key] = repr(value)
        if record.exc_info:
            payload["exc_type"] = record.exc_info[0].__name__
            payload["stack"] = "".join(traceback.format_exception(*record.exc_info))
        return json.dumps(payload, ensure_ascii=False)


def build_config(service: str) -> dict:
    level = os.environ.get("LOG_LEVEL", "INFO").upper()
    fmt = os.environ.get("LOG_FORMAT", "json" if not sys.stderr.isatty() else "console")
    log_dir = os.environ.get("LOG_DIR")

    config = {
        "version": 1,
        "disable_existing_loggers": False,
        "filters": {
            "request_id": {"()": RequestIdFilter},
            "no_health": {"()": DropHealthchecks},
        },
        "formatters": {
            "json": {"()": JsonFormatter, "service": service},
            "console": {
                "format": "%(asctime)s %(levelname)-8s [%(request_id)s] %(name)s: %(message)s",
                "datefmt": "%H:%M:%S",
            },
        },
        "handlers": {
            "stderr": {
                "class": "logging.StreamHandler",
                "stream": "ext://sys.stderr",
                "formatter": fmt,
                "filters": ["request_id"],
            },
        },
        "loggers": {
            "uvicorn.access": {"handlers": ["stderr"], "level": "INFO", "propagate": False,
                               "filters": ["no_health"]},
            "uvicorn.error": {"level": "INFO"},
            "django.db.backends": {"level": "WARNING"},
            "botocore": {"level": "WARNING"},
            "urllib3": {"level": "WARNING"},
            "celery": {"level": "INFO"},
        },
        "root": {"handlers": ["stderr"], "level": level},
    }

    if log_dir:
        os.makedirs(log_dir, exist_ok=True)
        config["handlers"]["file"] = {
            "class": "logging.handlers.RotatingFileHandler",
            "filename": os.path.join(log_dir, f"{service}.log"),
            "maxBytes": 20 * 1024 * 1024,
            "backupCount": 5,
            "encoding": "utf-8",
            "formatter": "json",
            "filters": ["request_id"],
        }
        config["root"]["handlers"].append("file")

    return config


def configure_logging(service: str = "app") -> None:
    logging.config.dictConfig(build_config(service))
    dsn = os.environ.get("SENTRY_DSN")
    if dsn:
        import sentry_sdk
        from sentry_sdk.integrations.logging import LoggingIntegration

        sentry_sdk.init(
            dsn=dsn,
            environment=os.environ.get("DEPLOY_ENV", "dev"),
            integrations=[LoggingIntegration(level=logging.INFO, event_level=logging.ERROR)],
            traces_sample_rate=float(os.environ.get("SENTRY_TRACES_RATE", "0")),
        )
    logging.captureWarnings(True)
    logging.getLogger(__name__).debug("logging configured", extra={"service": service})
