import pytest
import yaml

from settings import SettingsError, dump_settings, load_settings, parse_settings

DOCUMENT = """
name: shop
schema: "2.1"
database:
  url: postgresql://db/shop
  pool_size: 10
"""


def test_parse_reads_every_field():
    settings = parse_settings(DOCUMENT)
    assert settings.name == "shop"
    assert str(settings.schema) == "2.1"
    assert settings.database.pool_size == 10
    assert settings.debug is False


def test_round_trip_through_yaml():
    settings = parse_settings(DOCUMENT)
    assert parse_settings(dump_settings(settings)) == settings


def test_dump_is_valid_yaml_with_sorted_keys():
    text = dump_settings(parse_settings(DOCUMENT))
    assert list(yaml.safe_load(text)) == ["database", "debug", "name", "schema"]


@pytest.mark.parametrize("text", ["- a list", "just text", "42"])
def test_a_document_that_is_not_a_mapping_is_refused(text):
    with pytest.raises(SettingsError, match="must be a mapping"):
        parse_settings(text)


def test_a_missing_name_is_refused():
    with pytest.raises(SettingsError, match="invalid settings"):
        parse_settings("schema: '1.0'\n")


def test_a_pool_of_zero_is_refused():
    with pytest.raises(SettingsError):
        parse_settings("name: x\ndatabase:\n  url: sqlite://\n  pool_size: 0\n")


def test_load_reads_the_file(mocker):
    opened = mocker.patch("builtins.open", mocker.mock_open(read_data=DOCUMENT))
    assert load_settings("settings.yaml").name == "shop"
    opened.assert_called_once_with("settings.yaml", encoding="utf-8")


def test_load_from_disk(tmp_path):
    path = tmp_path / "settings.yaml"
    path.write_text(DOCUMENT, encoding="utf-8")
    assert load_settings(path).database.url == "postgresql://db/shop"
