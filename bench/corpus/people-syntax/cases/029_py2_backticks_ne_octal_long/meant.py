import os

MAX_SIZE = 10 * 1024 * 1024
BACKUPS = 10


def ensure_dir(path, mode=0o755):
    if not os.path.isdir(path):
        os.makedirs(path, mode)
        print("created " + path + " with mode " + repr(mode))


def rotate(path):
    if not os.path.exists(path):
        return
    if os.path.getsize(path) < MAX_SIZE:
        return
    for i in range(BACKUPS - 1, 0, -1):
        src = "%s.%d" % (path, i)
        dst = "%s.%d" % (path, i + 1)
        if os.path.exists(src):
            os.rename(src, dst)
    os.rename(path, path + ".1")


def main(logdir):
    ensure_dir(logdir)
    for name in os.listdir(logdir):
        if name.split(".")[-1] != "log":
            continue
        rotate(os.path.join(logdir, name))


main("/var/log/myapp")
