import glob
import os


def load_plugins(folder):
    plugins = {}
    for path in sorted(glob.glob(os.path.join(folder, "*.py"))):
        name = os.path.splitext(os.path.basename(path))[0]
        namespace = {"__name__": name}
        with open(path) as f:
            code = f.read()
        exec code in namespace
        if "run" in namespace:
            plugins[name] = namespace["run"]
            print "loaded", name
    return plugins


plugins = load_plugins("plugins")
for name in plugins:
    plugins[name]()
