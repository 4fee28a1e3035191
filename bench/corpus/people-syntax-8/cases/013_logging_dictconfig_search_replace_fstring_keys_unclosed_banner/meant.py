"""Logging configuration for the ingest workers."""
import logging
import logging.config
import os
import sys
from pathlib import Path

LOG_DIR = Path(os.environ.get("INGEST_LOG_DIR", "/var/log/ingest"))
LEVEL = os.environ.get("INGEST_LOG_LEVEL", "INFO").upper()


class ContextFilter(logging.Filter):
    """Adds the worker name and job id (if any) to every record."""

    def __init__(self, worker: str):
        super().__init__()
        self.worker = worker
        self.job_id = "-"

    def filter(self, record: logging.LogRecord) -> bool:
        record.worker = self.worker
        record.job_id = self.job_id
        return True


def build_config(worker: str, json_logs: bool = False) -> dict:
    fmt = "%(asctime)s %(levelname)-8s [%(worker)s/%(job_id)s] %(name)s: %(message)s"
    formatters = {
        "plain": {"format": fmt, "datefmt": "%Y-%m-%d %H:%M:%S"},
    }
    if json_logs:
        formatters["json"] = {
            "()": "pythonjsonlogger.jsonlogger.JsonFormatter",
            "fmt": "%(asctime)s %(levelname)s %(worker)s %(job_id)s %(name)s %(message)s",
        }
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "filters": {"context": {"()": ContextFilter, "worker": worker}},
        "formatters": formatters,
        "handlers": {
            "console": {
                "class": "logging.StreamHandler",
                "stream": "ext://sys.stderr",
                "formatter": "json" if json_logs else "plain",
                "filters": ["context"],
            },
            "file": {
                "class": "logging.handlers.RotatingFileHandler",
                "filename": str(LOG_DIR / f"{worker}.log"),
                "maxBytes": 10 * 1024 * 1024,
                "backupCount": 5,
                "encoding": "utf-8",
                "formatter": "plain",
                "filters": ["context"],
            },
        },
        "loggers": {
            "urllib3": {"level": "WARNING"},
            "botocore": {"level": "WARNING"},
        },
        "root": {"level": LEVEL, "handlers": ["console", "file"]},
    }


def setup_logging(worker: str, json_logs: bool = False) -> logging.Logger:
    LOG_DIR.mkdir(parents=True, exist_ok=True)
    config = build_config(worker, json_logs)
    logging.config.dictConfig(config)
    log = logging.getLogger("ingest")
    log.info(f"logging to {config['handlers']['file']['filename']} at level {LEVEL}")
    return log


def set_job(job_id: str | None) -> None:
    for handler in logging.getLogger().handlers:
        for f in handler.filters:
            if isinstance(f, ContextFilter):
                f.job_id = job_id or "-"


def banner(worker: str) -> str:
    return f"ingest worker {worker} (pid {os.getpid()}, level {LEVEL})"


def log_uncaught(exc_type, exc, tb) -> None:
    if issubclass(exc_type, KeyboardInterrupt):
        sys.__excepthook__(exc_type, exc, tb)
        return
    logging.getLogger("ingest").critical("uncaught exception", exc_info=(exc_type, exc, tb))


sys.excepthook = log_uncaught
