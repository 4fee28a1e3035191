import attrs
import pytest

from settings import Database, Settings


def test_settings_are_frozen():
    settings = Settings(name="a", schema="1.0")
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        settings.name = "b"


def test_schema_versions_compare_as_versions():
    assert Settings(name="a", schema="1.10").schema > Settings(name="a", schema="1.9").schema


def test_a_newer_schema_requires_migration_of_older_data():
    assert Settings(name="a", schema="2.0").requires_migration("1.4")


def test_the_same_schema_needs_no_migration():
    assert not Settings(name="a", schema="2.0").requires_migration("2.0")


def test_with_debug_returns_a_changed_copy():
    settings = Settings(name="a", schema="1.0")
    assert settings.with_debug().debug is True
    assert settings.debug is False


def test_default_database_is_sqlite():
    assert Settings(name="a", schema="1.0").database == Database(url="sqlite://")
