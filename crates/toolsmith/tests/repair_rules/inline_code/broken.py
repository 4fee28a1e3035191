import hashlib
import hmac


def signature_ok(secret: bytes, body: bytes, header: str) -> bool:
    expected = "sha256=" + hmac.new(secret, body, hashlib.sha256).hexdigest()
    print(f"checking {header[:12]}")
    return `hmac.compare_digest(expected, header)`
