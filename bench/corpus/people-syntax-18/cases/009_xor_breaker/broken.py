#!/usr/bin/env python3
# 破解重複金鑰 XOR（社團 CTF 練習題 crypto/baby-xor）
# 思路：漢明距離猜金鑰長度 -> 按欄位切開 -> 每欄單位元組暴力 + 英文字頻打分
# 台大資安社 新手練習，寫給學弟妹參考
import base64
import binascii
import itertools
import string
import sys

# 英文字母頻率（含空白），來源：維基百科
FREQ = {
    "a": 0.0651738, "b": 0.0124248, "c": 0.0217339, "d": 0.0349835, "e": 0.1041442
    "f": 0.0197881, "g": 0.0158610, "h": 0.0492888, "i": 0.0558094, "j": 0.0009033,
    "k": 0.0050529, "l": 0.0331490, "m": 0.0202124, "n": 0.0564513, "o": 0.0596302,
    "p": 0.0137645, "q": 0.0008606, "r": 0.0497563, "s": 0.0515760, "t": 0.0729357,
    "u": 0.0225134, "v": 0.0082903, "w": 0.0171272, "x": 0.0013692, "y": 0.0145984,
    "z": 0.0007836, " ": 0.1918182,
}
PRINTABLE = set(bytes(string.printable, "ascii"))


def hamming(a: bytes, b: bytes) -> int:
    """兩段 bytes 之間不同的位元數。""
    return sum(bin(x ^ y).count("1") for x, y in zip(a, b))


assert hamming(b"this is a test", b"wokka wokka!!!") == 37


def xor(data: bytes, key: bytes) -> bytes:
    return bytes(d ^ key[i % len(key)] for i, d in enumerate(data))


def score(text: bytes) -> float:
    # 不可列印字元直接重罰
    s = 0.0
    for c in text:
        if c not in PRINTABLE:
            s -= 1.0
            continue
        s += FREQ.get(chr(c).lower(), 0.0)
    return s


def best_single_byte(block: bytes):
    best = (float("-inf"), 0, b"")
    for k in range(256):
        pt = bytes(c ^ k for c in block)
        sc = score(pt)
        if sc > best[0]:
            best = (sc, k, pt)
    return best


def guess_keysizes(data: bytes, lo=2, hi=40, top=3):
    """依正規化漢明距離排序，回傳最可能的幾個金鑰長度。"""
    results = []
    for ks in range(lo, min(hi, len(data) // 4) + 1):
        blocks = [data[i * ks:(i + 1) * ks] for i in range(4)]
        pairs = list(itertools.combinations(blocks, 2))
        dist = sum(hamming(a, b) for a, b in pairs) / len(pairs) / ks
        results.append((dist, ks))
    results.sort()
    return [ks for _, ks in results[:top]]


def transpose(data: bytes, ks: int):
    return [data[i::ks] for i in range(ks)]


def break_repeating_xor(data: bytes):
    candidates = []
    for ks in guess_keysizes(data):
        key = bytes(best_single_byte(col)[1] for col in transpose(data, ks))
        pt = xor(data, key)
        candidates.append((score(pt), key, pt))
    candidates.sort(key=lambda t: t[0], reverse=True)
    return candidates


def load(arg: str) -> bytes:
    """參數可以是檔名、hex 字串或 base64 字串。"""
    try:
        with open(arg, "rb") as f:
            raw = f.read().strip()
    except (FileNotFoundError, OSError):
        raw = arg.encode()
    try:
        return binascii.unhexlify(raw)
    except (binascii.Error, ValueError):
        pass
    try:
        return base64.b64decode(raw, validate=True)
    except binascii.Error:
        return raw


def known_prefix_key(data: bytes, prefix=b"flag{"):
    # 已知明文攻擊：flag 格式開頭一定是 flag{
    return bytes(c ^ p for c, p in zip(data, prefix))


def main():
    if len(sys.argv) < 2:
        print(f"用法: {sys.argv[0]} <檔案|hex|base64>")
        return 1
    data = load(sys.argv[1])
    print(f"密文長度 {len(data)} bytes, 前 16 bytes: {data[:16].hex(' ')}")

    kp = known_prefix_key(data)
    print(f"若開頭是 flag{ ，金鑰前 {len(kp)} bytes = {kp!r}")

    for rank, (sc, key, pt) in enumerate(break_repeating_xor(data)[:3], 1:
        print(f"\n#{rank} 金鑰長度 {len(key)}  分數 {sc:.2f}")
        print(f"    key = {key!r} ({key.hex()})")
        preview = pt[:120].decode("ascii", errors="replace")
        print("    " + preview.replace("\n", "\\n"))
        if b"flag{" in pt:
            start = pt.index(b"flag{")
            end = pt.find(b"}", start)
            print(f"    >>> 找到 flag: {pt[start:end + 1].decode(errors='replace')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
