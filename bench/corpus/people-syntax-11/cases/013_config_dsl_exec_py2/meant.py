"""Load *.buildconf files.

A buildconf is a list of `key = value` lines; values are Python expressions evaluated
with a few helper names available.  Lines may use `${NAME}` to refer to environment
variables.  Written for Python 2.5 in 2009, revived for the 2024 release tooling.
"""
import os
import re

VAR_RE = re.compile(r"\$\{([A-Z_][A-Z0-9_]*)\}")
LINE_RE = re.compile(r"^\s*([a-z_][a-z0-9_]*)\s*=\s*(.+?)\s*$")


class ConfigError(Exception):
    pass


def expand(text, env=None):
    env = os.environ if env is None else env

    def repl(m):
        name = m.group(1)
        if name not in env:
            raise ConfigError("undefined variable ${%s}" % name)
        return env[name]

    return VAR_RE.sub(repl, text)


HELPERS = """
def join(*parts):
    return "/".join(p.strip("/") for p in parts)

def flag(name, on=True):
    return ("--%s" if on else "--no-%s") % name
"""


def load(path, env=None):
    namespace = {}
    exec(HELPERS, namespace)
    result = {}
    with open(path) as f:
        for lineno, line in enumerate(f, 1):
            line = line.split("#", 1)[0]
            if not line.strip():
                continue
            m = LINE_RE.match(line)
            if not m:
                raise ConfigError("%s:%d: bad line" % (path, lineno))
            key, expr = m.groups()
            try:
                result[key] = eval(expand(expr, env), namespace, dict(result))
            except ConfigError:
                raise
            except Exception as e:
                raise ConfigError("%s:%d: %s" % (path, lineno, e))
    return result


if __name__ == "__main__":
    import sys
    for p in sys.argv[1:]:
        for k, v in sorted(load(p).items()):
            print("%-20s %r" % (k, v))
