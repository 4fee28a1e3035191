from pathlib import Path


def main():
    folder = Path("invoices")
    count = 0
    for file in folder.glob("*.pdf"):
        if file.stat().st_size == 0:
            continue
        count += 1
        if count > 100:
            break
    print(count, "invoices")


main()
