"""Order numbers read from a log, and the lines past a limit."""
import re

ORDER_ID = re.compile(r"order-(\d+)")


def order_numbers(lines):
    return [int(m.group(1)) for line in lines if (m := ORDER_ID.search(line))]


def long_lines(lines, limit):
    found = []
    for number, line in enumerate(lines, 1):
        if limit < (width := len(line.rstrip())) <= 2 * limit:
            found.append((number, width))
    return found
