"""Typed settings records."""

import attrs
from packaging.version import Version


def _version(value):
    return value if isinstance(value, Version) else Version(str(value))


@attrs.frozen
class Database:
    """Where the application keeps its data."""

    url: str
    pool_size: int = attrs.field(default=5, validator=attrs.validators.gt(0))


@attrs.frozen
class Settings:
    """The whole configuration of one deployment."""

    name: str
    schema: Version = attrs.field(converter=_version)
    database: Database = attrs.field(factory=lambda: Database(url="sqlite://"))
    debug: bool = False

    def requires_migration(self, current):
        """Whether data written with schema `current` must be migrated first."""
        return self.schema < Version(current)

    def with_debug(self, debug=True):
        return attrs.evolve(self, debug=debug)
