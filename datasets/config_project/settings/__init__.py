"""Application settings: YAML files read into typed, validated records."""

from settings.loader import SettingsError, dump_settings, load_settings, parse_settings
from settings.model import Database, Settings

__all__ = [
    "Database",
    "Settings",
    "SettingsError",
    "dump_settings",
    "load_settings",
    "parse_settings",
]
