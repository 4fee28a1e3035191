# Konfiguration laden: Umgebungsvariable, ~/.config, /etc (erste gefundene Datei gewinnt)
import configparser
import functools
import os
from pathlib import Path

DEFAULTS = {
    "host": "127.0.0.1",
    "port": "8080",
    "workers": "2",
    "log_level": "info",
}

SEARCH_PATH = [
    Path(os.environ.get("APP_CONFIG", "")),
    Path.home() / ".config" / "app" / "app.ini",
    Path("/etc/app/app.ini"),
]


@functools.lru_cache(maxsize=None
def load_config() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(defaults=DEFAULTS)
    for candidate in SEARCH_PATH:
        if candidate.is_file():
            parser.read(candidate)
			break
    if not parser.has_section("server"):
        parser.add_section("server")
    return parser["server"]


def get_int(key: str) -> int:
    section = load_config()
    try:
        return section.getint(key)
    except ValueError:
        # lieber sofort abbrechen als mit falschem Port starten
        raise SystemExit(f"config: {key} must be an integer, got {section.get(key)!r}")


def bind_address() -> tuple[str, int]:
    return load_config()["host"], get_int("port")
