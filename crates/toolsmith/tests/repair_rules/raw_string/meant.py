import os

EXPORT_DIR = r"C:\Users\lab\Documents\exports"
PATTERN = r"^\d{4}-\d{2}-\d{2}\.csv$"


def newest_export():
    names = sorted(os.listdir(EXPORT_DIR))
    return os.path.join(EXPORT_DIR, names[-1]) if names else None


print(newest_export())
