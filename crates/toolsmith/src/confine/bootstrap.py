"""Toolsmith's bootstrap: the second stage of every confined Python.

Executed by the launcher, already confined, as the project's interpreter:
`python -I [-S] -X utf8 -c <this> <config-json>`. It puts the tools' layer on
the path just before the environment's own packages (as if the pinned tools
were installed there, without installing them), then does what the mode says:

- pytest: runs pytest with Toolsmith's reporting plugin;
- pylint-worker: serves pylint requests;
- probe: reports what the interpreter is (version, path, markers);
- compile: compiles a staged layer's bytecode (the bare interpreter, -S);
- evidence: runs the project's functions on inputs its own code gives
  (Toolsmith's `probe` tool, see src/probe/);
- zygote: imports what pylint or pytest needs and forks confined children
  that run one of the first two modes (see zygote.py).
"""

import importlib
import importlib.util
import json
import os
import sys

CONFIG = json.loads(sys.argv[1])
REPORT = open(CONFIG["report"], "a", buffering=1, encoding="utf-8")
# Bytecode is read (the layer's is compiled), never written where it lives:
# a virtualenv in the sandbox stays as it was. pytest's run turns writing
# back on, into a cache of the sandbox's own.
sys.dont_write_bytecode = True


def add_layer(paths):
    """Before the first site-packages directory: ahead of the environment's
    packages, behind the standard library."""
    if not paths:
        return
    import site

    sites = {os.path.normpath(p) for p in site.getsitepackages()}
    index = next((i for i, p in enumerate(sys.path) if os.path.normpath(p) in sites), len(sys.path))
    sys.path[index:index] = paths


def load(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def full_version(info):
    version = "%d.%d.%d" % info[:3]
    if info.releaselevel != "final":
        version += info.releaselevel[0] + str(info.serial)
    return version


def probe():
    import platform
    import site

    REPORT.write(json.dumps({
        "event": "probe",
        "executable": sys.executable,
        "version": "%d.%d.%d" % sys.version_info[:3],
        "prefix": sys.prefix,
        "base_prefix": sys.base_prefix,
        "path": [p for p in sys.path if p],
        "site_packages": site.getsitepackages(),
        "cache_tag": sys.implementation.cache_tag,
        "machine": platform.machine(),
        "libc": list(platform.libc_ver()),
        "markers": {
            "implementation_name": sys.implementation.name,
            "implementation_version": full_version(sys.implementation.version),
            "os_name": os.name,
            "platform_machine": platform.machine(),
            "platform_python_implementation": platform.python_implementation(),
            "platform_release": platform.release(),
            "platform_system": platform.system(),
            "platform_version": platform.version(),
            "python_full_version": platform.python_version(),
            "python_version": ".".join(platform.python_version_tuple()[:2]),
            "sys_platform": sys.platform,
        },
    }) + "\n")


def compile_layer():
    import compileall

    sys.dont_write_bytecode = False
    done = all([compileall.compile_dir(d, quiet=2, workers=1) for d in CONFIG["compile"]])
    REPORT.write(json.dumps({"event": "compiled", "all": bool(done)}) + "\n")


def import_pytest(entry_points=False):
    """pytest and its own plugins' modules; with `entry_points`, the scan
    for installed plugins is made once too (a warm parent's: its children
    find its results cached, each path keyed by its modification time)."""
    from _pytest.config import default_plugins, essential_plugins

    for name in essential_plugins + default_plugins:
        try:
            importlib.import_module("_pytest." + name)
        except ImportError:
            pass
    if entry_points:
        from importlib import metadata

        metadata.entry_points(group="pytest11")


def run_pytest():
    plugin = load("toolsmith_report", CONFIG["plugin"])
    plugin.REPORT = REPORT
    plugin.SKIP_FILE = CONFIG.get("skip_file")
    plugin.TEST_LIMIT = CONFIG.get("test_limit")
    plugin.COVERAGE_ROOT = CONFIG.get("coverage_root")
    if CONFIG.get("dump_file"):
        plugin.DUMP = open(CONFIG["dump_file"], "w", encoding="utf-8")
    import pytest

    # pytest's own modules come from the layer's compiled bytecode, before
    # the sandbox's bytecode cache (which the code under test can write) is
    # switched on for the project's modules.
    import_pytest()
    if CONFIG.get("pycache"):
        sys.pycache_prefix = CONFIG["pycache"]
        sys.dont_write_bytecode = False
    REPORT.write(json.dumps({"event": "started"}) + "\n")
    sys.exit(pytest.main(CONFIG["pytest_args"], plugins=[plugin]))


def main():
    mode = CONFIG.get("mode")
    if mode == "probe":
        probe()
    elif mode == "compile":
        compile_layer()
    else:
        add_layer(CONFIG.get("layer"))
        if mode == "pylint-worker":
            load("toolsmith_pylint_worker", CONFIG["worker"]).serve()
        elif mode == "evidence":
            analysis = load("toolsmith_probe_analysis", CONFIG["analysis"])
            load("toolsmith_probe_driver", CONFIG["driver"]).main(REPORT, CONFIG, analysis)
        elif mode == "zygote":
            launcher = load("toolsmith_launcher", CONFIG["launcher"])
            load("toolsmith_zygote", CONFIG["zygote"]).serve(sys.modules[__name__], launcher, CONFIG)
        else:
            run_pytest()


main()
