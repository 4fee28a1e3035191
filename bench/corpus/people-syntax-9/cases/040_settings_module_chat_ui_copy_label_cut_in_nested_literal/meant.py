import json
import os
import sys
from pathlib import Path

APP_NAME = "PixelNotes"


def config_dir():
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA", Path.home() / "AppData" / "Roaming"))
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_CONFIG_HOME", Path.home() / ".config"))
    path = base / APP_NAME
    path.mkdir(parents=True, exist_ok=True)
    return path


class Settings:
    def __init__(self, path=None):
        self.path = path or config_dir() / "settings.json"
        self.data = default_settings()
        self.load()

    def load(self):
        try:
            with open(self.path, encoding="utf-8") as f:
                stored = json.load(f)
        except FileNotFoundError:
            return
        except json.JSONDecodeError:
            backup = self.path.with_suffix(".broken.json")
            self.path.replace(backup)
            return
        for key, value in stored.items():
            if key in self.data:
                self.data[key] = value

    def save(self):
        tmp = self.path.with_suffix(".tmp")
        with open(tmp, "w", encoding="utf-8") as f:
            json.dump(self.data, f, indent=2)
        os.replace(tmp, self.path)

    def __getitem__(self, key):
        return self.data[key]

    def __setitem__(self, key, value):
        if key not in self.data:
            raise KeyError(f"unknown setting: {key}")
        self.data[key] = value
        self.save()


def default_settings():
    return {
        "theme": "dark",
        "font_size": 13,
        "shortcuts": {"save": "Ctrl+S", "quit": "Ctrl+Q", "search": "Ctrl+F"},
        "recent_files": [],
        "autosave_choices": [1, 5, 10, 30]
    }
