import json


def load_settings(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


# ```diff
def save_settings(path, settings):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(settings, f, indent=2, sort_keys=True)
# ```


if __name__ == "__main__":
    save_settings("settings.json", load_settings("defaults.json"))
