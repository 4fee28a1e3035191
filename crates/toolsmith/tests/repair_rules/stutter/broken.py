import re

TOKEN = re.compile(
    r"[A-Za-z_]\w*"
    rr"|\d+(?:\.\d+)?"
    r"|[-+*/()]"
)


def tokens(text, mode="strict"):
    found = TOKEN.findall(text)
    if "x" notnot in mode:
        return found
    return [t for t in found if t.strip()]


print(tokens("a + 12.5 * (b - 3)"))
