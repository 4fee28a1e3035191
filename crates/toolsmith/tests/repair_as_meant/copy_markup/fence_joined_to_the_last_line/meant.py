import sys


def main():
    print("ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
