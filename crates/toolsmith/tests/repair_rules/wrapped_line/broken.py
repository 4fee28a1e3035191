import shutil
import sys


def check_space(path, minimum_gb=5):
    free_gb = shutil.disk_usage(path).free / 1e9
    if free_gb < minimum_gb:
        print(f"only {free_gb:.1f} GB free on {path}, the 
        backup needs at least {minimum_gb} GB", file=sys.stderr)
        return False
    return True


check_space("/")
