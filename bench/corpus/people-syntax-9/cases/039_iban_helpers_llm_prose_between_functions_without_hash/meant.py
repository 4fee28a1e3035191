"""IBAN helpers for the invoice importer."""
import re
import string

# Lengths for the countries our customers are in (ISO 13616 registry).
IBAN_LENGTHS = {"AT": 20, "BE": 16, "CH": 21, "DE": 22, "ES": 24, "FR": 27, "GB": 22, "IT": 27, "NL": 18}
_LETTERS = {c: str(i) for i, c in enumerate(string.ascii_uppercase, start=10)}

# Sure! Below are four small functions. `clean_iban` removes spaces and dashes and
# upper-cases the input, so every other function can accept IBANs the way people type them.

def clean_iban(raw):
    return re.sub(r"[\s-]", "", raw or "").upper()


def is_valid_iban(raw):
    iban = clean_iban(raw)
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", iban):
        return False
    expected = IBAN_LENGTHS.get(iban[:2])
    if expected is not None and len(iban) != expected:
        return False
    rearranged = iban[4:] + iban[:4]
    digits = "".join(_LETTERS.get(c, c) for c in rearranged)
    return int(digits) % 97 == 1

# How the check works: the first four characters are moved to the end, every letter is
# replaced by two digits (A = 10 ... Z = 35) and the resulting number must leave a
# remainder of 1 when divided by 97. Python's integers are unbounded, so we can do the
# modulo directly instead of chunking the string.

def format_iban(raw):
    iban = clean_iban(raw)
    return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))


def mask_iban(raw, visible=4):
    iban = clean_iban(raw)
    if len(iban) <= visible:
        return iban
    hidden = len(iban) - visible - 2
    return format_iban(iban[:2] + "*" * hidden + iban[-visible:])

# Example: mask_iban("DE89 3704 0044 0532 0130 00") gives "DE** **** **** **** **30 00".
# Let me know if you also need BIC validation!
