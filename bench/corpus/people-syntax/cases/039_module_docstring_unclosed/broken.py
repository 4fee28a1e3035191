"""csvsplit - split a large CSV file into chunks.

Usage:
    python csvsplit.py input.csv 50000

Each chunk keeps the header row.

import csv
import sys


def split(path, size):
    with open(path, newline="") as f:
        reader = csv.reader(f)
        header = next(reader)
        part = 0
        out = None
        writer = None
        for i, row in enumerate(reader):
            if i % size == 0:
                if out:
                    out.close()
                part += 1
                out = open("%s.part%03d.csv" % (path, part), "w", newline="")
                writer = csv.writer(out)
                writer.writerow(header)
            writer.writerow(row)
        if out:
            out.close()
    return part


if __name__ == "__main__":
    n = split(sys.argv[1], int(sys.argv[2]))
    print("wrote", n, "files")
