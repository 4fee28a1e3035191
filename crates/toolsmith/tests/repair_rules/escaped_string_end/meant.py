SUSPICIOUS = ("/", "\\", "..", "'", '"', "|", ";")


def kid_warnings(header: dict) -> list[str]:
    kid = header.get("kid")
    out = []
    if kid is not None and any(c in str(kid) for c in SUSPICIOUS):
        out.append(f"suspicious kid {kid!r}: path traversal or injection")
    return out
