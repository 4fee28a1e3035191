import csv
import glob
import os


def merge_csvs(folder, output):
    """Merge every CSV file in `folder` into `output`, writing the header once."""
    files = sorted(glob.glob(os.path.join(folder, "*.csv")))
    if not files:
        raise FileNotFoundError(f"no CSV files in {folder}")

    with open(output, "w", newline="", encoding="utf-8") as out:
        writer = None
        for path in files:
            with open(path, newline="", encoding="utf-8") as f:
                reader = csv.DictReader(f)
                if writer is None:
                    writer = csv.DictWriter(out, fieldnames=reader.fieldnames + ["source_file"])
                    writer.writeheader()
                for row in reader:
                    row["source_file"] = os.path.basename(path)
                    writer.writerow(row)

merge_csvs("exports", "all_exports.csv")
print("done")
