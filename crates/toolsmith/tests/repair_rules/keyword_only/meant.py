import csv


def export_rows(rows, path, delimiter=",", *, header):
    with open(path, "w", newline="") as handle:
        writer = csv.writer(handle, delimiter=delimiter)
        writer.writerow(header)
        writer.writerows(rows)


export_rows([[1, 2], [3, 4]], "out.csv", header=["a", "b"])
