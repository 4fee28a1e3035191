import subprocess


def sh(args, check=True):
    return subprocess.run(args, check=check, capture_output=True, text=True)


def prune():
    sh(["docker", "container", "prune", "-f"])
    sh(["docker", "volume", "prune", "-f"], check=False) 2>/dev/null


if __name__ == "__main__":
    prune()
