"""Registry for report exporters (csv, json, ...)."""
from abc import ABC, abstractmethod


class Exporter(ABC):
    name = "base"
    extension = ""

    @abstractmethod
    def export(self, rows: list[dict], path: str) -> None: ...


class Registry[E: Exporter]:
    def __init__(self) -> None:
        self._items: dict[str, type[E]] = {}

    def register(self, cls: type[E]) -> type[E]:
        if cls.name in self._items:
            raise ValueError(f"duplicate exporter name: {cls.name}")
        self._items[cls.name] = cls
        return cls

    def create(self, name: str) -> E:
        try:
            return self._items[name]()
        except KeyError:
            known = ", ".join(sorted(self._items))
            raise LookupError(f"no exporter {name!r} (known: {known})") from None

    def names(self) -> list[str]:
        return sorted(self._items)


exporters: Registry[Exporter] = Registry()


@exporters.register
class CsvExporter(Exporter):
    name = "csv"
    extension = ".csv"

    def export(self, rows, path):
        import csv
        with open(path, "w", newline="") as fh:
            writer = csv.DictWriter(fh, fieldnames=list(rows[0]))
            writer.writeheader()
            writer.writerows(rows)


@exporters.register
class JsonExporter(Exporter):
    name = "json"
    extension = ".json"

    def export(self, rows, path):
        import json
        with open(path, "w") as fh:
            json.dump(rows, fh, indent=2)


if __name__ == "__main__":
    data = [{"sku": "A-1", "qty": 3}, {"sku": "B-7", "qty": 12}]
    for fmt in exporters.names():
        exp = exporters.create(fmt)
        exp.export(data, "report" + exp.extension)
        print("wrote report" + exp.extension)
