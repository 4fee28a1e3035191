import os
import shutil

SCANS = r"D:\Office\Scans"
ARCHIVE = r"D:\Office\Archive"


def archive_old_scans(days):
    for name in os.listdir(SCANS):
        if name.lower().endswith(".pdf"):
            shutil.move(os.path.join(SCANS, name), ARCHIVE)


archive_old_scans(30)
