"""Load report plugins from the plugins/ folder.

Each plugin is a .py file defining NAME and a function render(rows) -> str.
This module is from the Python 2 days; most of it was ported by hand in 2021.
"""
import logging
import os
import sys
import types

log = logging.getLogger(__name__)

PLUGIN_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "plugins")
REQUIRED = ("NAME", "render")
_registry = {}


class PluginError(Exception):
    pass


def _load_file(path):
    module_name = "plugins." + os.path.splitext(os.path.basename(path))[0]
    module = types.ModuleType(module_name)
    module.__file__ = path
    with open(path, encoding="utf-8") as f:
        source = f.read()
    code = compile(source, path, "exec")
    exec code in module.__dict__
    missing = [attr for attr in REQUIRED if not hasattr(module, attr)]
    if missing:
        raise PluginError("%s is missing %s" % (path, ", ".join(missing)))
    if not callable(module.render):
        raise PluginError("%s: render is not callable (got %r)" % (path, module.render))
    return module


def load_plugins(directory=PLUGIN_DIR):
    _registry.clear()
    for filename in sorted(os.listdir(directory)):
        if not filename.endswith(".py") or filename.startswith("_"):
            continue
        path = os.path.join(directory, filename)
        try:
            module = _load_file(path)
        except (SyntaxError, PluginError) as exc:
            log.error("skipping plugin %s: %s", filename, exc)
            continue
        if module.NAME in _registry:
            log.warning("plugin name %r used twice, keeping %s", module.NAME,
                        _registry[module.NAME].__file__)
            continue
        _registry[module.NAME] = module
    return sorted(_registry)


def render(name, rows):
    try:
        plugin = _registry[name]
    except KeyError:
        raise PluginError("no plugin called " + `name`) from None
    output = plugin.render(rows)
    if type(output) <> str:
        raise PluginError("plugin %s returned %s, not text" % (name, repr(type(output))))
    return output


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    names = load_plugins()
    print("available:", ", ".join(names) or "(none)")
    if len(sys.argv) > 1:
        print(render(sys.argv[1], [{"region": "north", "total": 12}, {"region": "south", "total": 7}]))
