"""Reading and writing settings files."""

import os
import yaml

from settings.model import Database, Settings


class SettingsError(ValueError):
    """A settings file that cannot be used."""


def parse_settings(text):
    """Settings from the text of a YAML document."""
    data = yaml.safe_load(text)
    if not isinstance(data, dict):
        raise SettingsError("settings must be a mapping, not %s" % type(data).__name__)
    try:
        database = Database(**data.get("database", {"url": "sqlite://"}))
        return Settings(
            name=data["name"],
            schema=str(data.get("schema", "1.0")),
            database=database,
            debug=bool(data.get("debug", False)),
        )
    except (KeyError, TypeError, ValueError) as error:
        raise SettingsError("invalid settings: %s" % error) from error


def load_settings(path):
    """Settings from a YAML file."""
    with open(path, encoding="utf-8") as handle:
        return parse_settings(handle.read())


def dump_settings(settings):
    """The YAML text of `settings`, keys sorted."""
    data = {
        "name": settings.name,
        "schema": str(settings.schema),
        "database": {"url": settings.database.url, "pool_size": settings.database.pool_size},
        "debug": settings.debug,
    }
    return yaml.safe_dump(data, sort_keys=True)
