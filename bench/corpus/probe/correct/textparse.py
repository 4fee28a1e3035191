import re


def parse_key_values(text):
    """Parse 'key=value' lines; '#' starts a comment.

    >>> parse_key_values("a=1\\n# comment\\nname = Bob \\n\\n")
    {'a': '1', 'name': 'Bob'}
    """
    result = {}
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        if "=" not in line:
            raise ValueError(f"bad line: {line!r}")
        k, v = line.split("=", 1)
        result[k.strip()] = v.strip()
    return result


def parse_csv_line(line, sep=","):
    """Handles double-quoted fields.

    >>> parse_csv_line('a,"b,c",d')
    ['a', 'b,c', 'd']
    >>> parse_csv_line('x,,y')
    ['x', '', 'y']
    """
    fields, cur, quoted = [], [], False
    for ch in line:
        if ch == '"':
            quoted = not quoted
        elif ch == sep and not quoted:
            fields.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    fields.append("".join(cur))
    return fields


def extract_emails(text):
    """
    >>> extract_emails("contact: a.b@x.org, or bob@example.com.")
    ['a.b@x.org', 'bob@example.com']
    """
    return re.findall(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-zA-Z]{2,}", text)


def extract_numbers(text):
    """
    >>> extract_numbers("3 apples, -2.5 kg and 10")
    [3.0, -2.5, 10.0]
    """
    return [float(x) for x in re.findall(r"-?\d+(?:\.\d+)?", text)]


def tokenize(expr):
    """
    >>> tokenize("3 + 4*(2 - 1)")
    ['3', '+', '4', '*', '(', '2', '-', '1', ')']
    """
    return re.findall(r"\d+\.?\d*|[-+*/()]", expr)


def evaluate(expr):
    """Recursive-descent evaluator for + - * / and parentheses.

    >>> evaluate("3 + 4*(2 - 1)")
    7.0
    >>> evaluate("(1+2)*(3+4)/7")
    3.0
    >>> evaluate("2 +")
    Traceback (most recent call last):
    ...
    ValueError: unexpected end of expression
    """
    tokens = tokenize(expr)
    pos = 0

    def peek():
        return tokens[pos] if pos < len(tokens) else None

    def take():
        nonlocal pos
        if pos >= len(tokens):
            raise ValueError("unexpected end of expression")
        tok = tokens[pos]
        pos += 1
        return tok

    def factor():
        tok = take()
        if tok == "(":
            val = expression()
            if take() != ")":
                raise ValueError("expected )")
            return val
        if tok == "-":
            return -factor()
        return float(tok)

    def term():
        val = factor()
        while peek() in ("*", "/"):
            op = take()
            rhs = factor()
            val = val * rhs if op == "*" else val / rhs
        return val

    def expression():
        val = term()
        while peek() in ("+", "-"):
            op = take()
            rhs = term()
            val = val + rhs if op == "+" else val - rhs
        return val

    result = expression()
    if pos != len(tokens):
        raise ValueError("trailing tokens")
    return result


def parse_log_line(line):
    """
    >>> parse_log_line("2024-01-02 10:11:12 ERROR disk full")
    {'date': '2024-01-02', 'time': '10:11:12', 'level': 'ERROR', 'msg': 'disk full'}
    >>> parse_log_line("garbage") is None
    True
    """
    m = re.match(r"(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) (\w+) (.*)", line)
    if not m:
        return None
    return dict(zip(("date", "time", "level", "msg"), m.groups()))


def count_levels(lines):
    """
    >>> count_levels(["2024-01-02 10:11:12 ERROR a", "2024-01-02 10:11:13 INFO b", "x"])
    {'ERROR': 1, 'INFO': 1}
    """
    counts = {}
    for line in lines:
        rec = parse_log_line(line)
        if rec:
            counts[rec["level"]] = counts.get(rec["level"], 0) + 1
    return counts


def wrap(text, width):
    """
    >>> wrap("the quick brown fox jumps over the lazy dog", 10)
    ['the quick', 'brown fox', 'jumps over', 'the lazy', 'dog']
    """
    lines, cur = [], ""
    for word in text.split():
        if cur and len(cur) + 1 + len(word) > width:
            lines.append(cur)
            cur = word
        else:
            cur = f"{cur} {word}" if cur else word
    if cur:
        lines.append(cur)
    return lines


def parse_ini(text):
    """
    >>> parse_ini("[db]\\nhost=localhost\\nport=5432\\n[app]\\ndebug=1")
    {'db': {'host': 'localhost', 'port': '5432'}, 'app': {'debug': '1'}}
    """
    sections, current = {}, None
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith(";"):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = sections.setdefault(line[1:-1], {})
        elif current is not None and "=" in line:
            k, v = line.split("=", 1)
            current[k.strip()] = v.strip()
    return sections


if __name__ == "__main__":
    print(evaluate("2*(3+4) - 5/5"))
    print(parse_csv_line('name,"Smith, John",42'))
    print(wrap("lorem ipsum dolor sit amet consectetur adipiscing", 12))
