"""Load key=value settings files with includes and ${VAR} expansion."""
import os
import re
import sys

_VAR = re.compile(r"\$\{(\w+)\}")
MAX_DEPTH = 5


class SettingsError(Exception):
    pass


def expand(value, env):
    def repl(m):
        name = m.group(1)
        if name not in env:
            raise SettingsError("unknown variable ${%s}" % name)
        return env[name]
    return _VAR.sub(repl, value)


def parse_lines(text, path):
    for lineno, line in enumerate(text.splitlines(), start=1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if "=" not in line:
            raise SettingsError('%s:%d: want "key=value", got %r' % (path, lineno, line))
        key, _, value = line.partition("=")
        yield lineno, key.strip(), value.strip()


def load(path, env=None, depth=0):
    if depth > MAX_DEPTH:
        raise SettingsError("includes nested too deeply at %s" % path)
    env = dict(os.environ if env is None else env)
    settings = {}
    try:
        with open(os.path.expanduser(path), encoding="utf-8") as f:
            text = f.read()
    except OSError as exc:
        raise SettingsError("can't read %s: %s" % (path, exc)) from exc
    for lineno, key, value in parse_lines(text, path):
        if key == "include":
            included = os.path.join(os.path.dirname(path), value)
            settings.update(load(included, env, depth + 1))
            env.update(settings)
            continue
        try:
            settings[key] = expand(value, env)
        except SettingsError as exc:
            raise SettingsError("%s:%d: %s" % (path, lineno, exc)) from None
        env[key] = settings[key]
    return settings


def main(argv):
    if len(argv) != 2:
        sys.exit("usage: settings_loader.py FILE")
    try:
        settings = load(argv[1])
    except SettingsError as exc:
        sys.exit("error: %s" % exc)
    width = max((len(k) for k in settings), default=0)
    for key in sorted(settings, key=str.lower):
        print(key.ljust(width), "=", settings[key])


if __name__ == "__main__":
    main(sys.argv)
