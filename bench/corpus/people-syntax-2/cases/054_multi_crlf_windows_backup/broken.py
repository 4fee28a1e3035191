"""Copy each user's Desktop and Documents to the file server every evening.

Runs from Task Scheduler on the reception PC.
"""
import datetime
import logging
import os
import shutil
import subprocess
import sys

SOURCE_ROOT = "C:\Users"
TARGET_ROOT = r"\\fileserver\backups\reception"
LOG_FILE = r"C:\Scripts\backup_log.txt"
FOLDERS = ["Desktop", "Documents"]
SKIP_USERS = {"Public", "Default", "Default User", "All Users"}

logging.basicConfig(filename=LOG_FILE, level=logging.INFO,
                    format="%(asctime)s %(levelname)s %(message)s")


def users():
    for name in sorted(os.listdir(SOURCE_ROOT)):
        if name in SKIP_USERS or name.startswith("."):
            continue
        if os.path.isdir(os.path.join(SOURCE_ROOT, name)):
            yield name


def robocopy(src, dst):
    cmd = ["robocopy", src, dst, "/MIR", "/R:2", "/W:5", "/NFL", "/NDL", "/NP"]
    result = subprocess.run(cmd, capture_output=True, text=True)
    # robocopy exit codes below 8 mean success
    if result.returncode >= 8:
	logging.error("robocopy failed for %s (code %s): %s", src, result.returncode, result.stdout[-500:])
	return False
    return True


def free_space_gb(path):
    try:
        return shutil.disk_usage(path).free / 1024 ** 3
    except OSError:
        return None


def main():
    started = datetime.datetime.now()
    space = free_space_gb(TARGET_ROOT)
    if space is None:
        logging.error("file server not reachable: %s", TARGET_ROOT)
        return 2
    if space < 20:
        logging.warning("only %.1f GB free on the file server", space)
    failures = 0
    for user in users():
        for folder in FOLDERS:
            src = os.path.join(SOURCE_ROOT, user, folder)
            if not os.path.isdir(src):
                continue
            dst = os.path.join(TARGET_ROOT, user, folder)
            if robocopy(src, dst):
                logging.info("copied %s", src)
            else:
                failures += 1
    minutes = (datetime.datetime.now() - started).total_seconds() / 60
    logging.info("done in %.1f minutes, %d failures", minutes, failures)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
