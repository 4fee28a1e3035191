def check(entry, result):
    if not isinstance(result, dict):
        raise TypeError(f"plugin {entry.key} returned {type(result).__name__")
    return result
