"""Monthly contribution file check - replacement for job PNCTB310 (COBOL, 1994).

State retirement system, Columbus OH. Reads the fixed-width contribution file the
employers upload (EBCDIC already converted to ASCII by the transfer job), validates
every detail record against the header/trailer, and writes an exception report.

Record layout (from copybook PNCTBREC):
  01  HDR-REC.   05 REC-TYPE PIC X(2) 'HD'  05 EMPLOYER-ID PIC 9(6)  05 PERIOD PIC 9(6)
  01  DTL-REC.   05 REC-TYPE 'DT'  05 MEMBER-ID PIC 9(9)  05 NAME PIC X(30)
                 05 GROSS PIC S9(7)V99  05 EE-CONTRIB PIC S9(5)V99  05 ER-CONTRIB PIC S9(5)V99
  01  TRL-REC.   05 REC-TYPE 'TR'  05 REC-COUNT PIC 9(7)  05 TOTAL-GROSS PIC S9(9)V99
"""
import sys
from decimal import Decimal

EE_RATE = Decimal("0.10")      # member contribution 10.00 %
ER_RATE = Decimal("0.14")      # employer contribution 14.00 %
TOLERANCE = Decimal("0.01")

# (name, start, length) - 0-based, like the copybook offsets minus one
DETAIL_FIELDS = [
    ("rec_type", 0, 2),
    ("member_id", 2, 9),
    ("name", 11, 30),
    ("gross", 41, 9),
    ("ee_contrib", 50, 7),
    ("er_contrib", 57, 7),
]
OVERPUNCH = {"{": ("0", 1), "A": ("1", 1), "B": ("2", 1), "C": ("3", 1), "D": ("4", 1),
             "E": ("5", 1), "F": ("6", 1), "G": ("7", 1), "H": ("8", 1), "I": ("9", 1),
             "}": ("0", -1), "J": ("1", -1), "K": ("2", -1), "L": ("3", -1), "M": ("4", -1),
             "N": ("5", -1), "O": ("6", -1), "P": ("7", -1), "Q": ("8", -1), "R": ("9", -1)}


def signed_amount(text, decimals=2):
    """Zoned decimal with overpunched sign in the last byte (PIC S9(n)V99)."""
    text = text.strip()
    if not text:
        return Decimal("0")
    last = text[-1]
    sign = 1
    if last in OVERPUNCH:
        digit, sign = OVERPUNCH[last]
        text = text[:-1] + digit
    if not text.isdigit():
        raise ValueError(f"not numeric: {text!r}")
    return sign * Decimal(text).scaleb(-decimals)


def parse_detail(line):
    rec = {}
    for name, start, length in DETAIL_FIELDS:
        rec[name] = line[start:start + length]
    rec["gross"] = signed_amount(rec["gross"])
    rec["ee_contrib"] = signed_amount(rec["ee_contrib"])
    rec["er_contrib"] = signed_amount(rec["er_contrib"])
    rec["name"] = rec["name"].rstrip()
    return rec


def check_detail(rec, seen):
    errors = []
    if not rec["member_id"].isdigit():
        errors.append("MEMBER-ID NOT NUMERIC")
    elif rec["member_id"] in seen:
        errors.append("DUPLICATE MEMBER-ID")
    seen.add(rec["member_id"])
    expected_ee = (rec["gross"] * EE_RATE).quantize(TOLERANCE)
    expected_er = (rec["gross"] * ER_RATE).quantize(TOLERANCE)
    if abs(rec["ee_contrib"] - expected_ee) > TOLERANCE:
        errors.append(f"EE-CONTRIB {rec['ee_contrib']} EXPECTED {expected_ee}")
    if abs(rec["er_contrib"] - expected_er) > TOLERANCE:
        errors.append(f"ER-CONTRIB {rec['er_contrib']} EXPECTED {expected_er}")
    if rec["gross"] < 0 and rec["ee_contrib"] >= 0:
        errors.append("NEGATIVE GROSS WITH POSITIVE CONTRIB")
    return errors


def process(path, report):
    header = None
    trailer = None
    count = 0
    total_gross = Decimal("0")
    exceptions = 0
    seen = set()
    with open(path, encoding="ascii", errors="replace") as f:
        for line_no, line in enumerate(f, 1):
            line = line.rstrip("\r\n").ljust(64)
            rec_type = line[0:2]
            if rec_type == "HD":
                header = {"employer": line[2:8], "period": line[8:14]}
            elif rec_type == "DT":
                rec = parse_detail(line)
                count += 1
                total_gross += rec["gross"]
                for err in check_detail(rec, seen):
                    exceptions += 1
                    report.write(f"{line_no:>7} {rec['member_id']:<9} {rec['name']:<30} {err}\n")
            elif rec_type == "TR":
                trailer = {"count": int(line[2:9]), "gross": signed_amount(line[9:20])}
            else:
                exceptions += 1
                report.write(f"{line_no:>7} UNKNOWN RECORD TYPE {rec_type!r}\n")
    if header is None:
        report.write("MISSING HEADER RECORD\n")
        exceptions += 1
    if trailer is None:
        report.write("MISSING TRAILER RECORD\n")
        exceptions += 1
    else:
        if trailer["count"] != count:
            report.write(f"TRAILER COUNT {trailer['count']} DETAIL COUNT {count}\n")
            exceptions += 1
        if trailer["gross"] != total_gross:
            report.write(f"TRAILER GROSS {trailer['gross']} DETAIL GROSS {total_gross}\n")
            exceptions += 1
    return header, count, total_gross, exceptions


def main():
    if len(sys.argv) != 3:
        print("USAGE: pnctb310.py CONTRIB-FILE REPORT-FILE")
        return 16
    with open(sys.argv[2], "w", encoding="ascii") as report:
        header, count, total, exceptions = process(sys.argv[1], report)
    employer = header["employer"] if header else "??????"
    print(f"EMPLOYER {employer}  RECORDS {count:>7,}  GROSS {total:>15,.2f}  EXCEPTIONS {exceptions}")
    if exceptions > 0:
        return 4
    return 0


if __name__ == "__main__":
    sys.exit(main())
