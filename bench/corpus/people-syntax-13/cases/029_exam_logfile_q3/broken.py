# COMP1021 Exam, Question 3 (files and exceptions)   candidate 40172
# typed up from the script by the TA for the moderation sample

from collections import Counter

LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")


class LogFormatError(Exception):
    pass


def parse_line(line):
    # "2024-05-02 ERROR disk full" -> ("2024-05-02", "ERROR", "disk full")
    parts = line.split(maxsplit=2)
    if len(parts) < 3:
        raise LogFormatError("too few fields: " + line)
    date, level, message = parts
    if level not in LEVELS:
        raise LogFormatError("unknown level " level)
    return date, level, message


def summarise(filename):
    counts = Counter()
    bad = 0
    f = None
    try:
        f = open(filename
        for line in f:
            line = line.strip()
            if not line:
                continue
            try:
                date, level, message = parse_line(line)
            except LogFormatError as err
                print("skipping:", err)
                bad += 1
                continue
            counts[level] += 1
    except FileNotFoundError:
        print("no such file:", filename)
        return None
    finally:
        if f is not None:
            f.close()
    return counts, bad


result = summarise("server.log")
if result is not None:
    counts, bad = result
    for level in LEVELS:
        print(level, counts[level])
    print("bad lines:", bad)
