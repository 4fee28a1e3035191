# セーブデータ編集ツール（自作RPGのデバッグ用）
# 形式: ヘッダ16バイト + キャラ8人分(各48バイト) + 所持金 + フラグ
import struct
import sys
import zlib

MAGIC = b"\x53\x56\x4\x31"  # "SVD1"
HEADER = struct.Struct("<4sIII")        # magic, version, crc32, 予備
CHARA = struct.Struct("<16sHHHHHHII12x")  # 名前, LV, HP, MP, 攻, 防, 速, 経験値, 装備
KANE = struct.Struct("<I")
MAX_KANE = 0xFFFFFFFFL
NINZU = 8


def yomikomi(path):
    with open(path, "rb") as f:
        data = f.read()
    magic, ver, crc, _ = HEADER.unpack_from(data, 0)
    if magic != MAGIC:
        raise ValueError(f"マジックが違う: {magic!r}")
    honbun = data[HEADER.size:]
    if zlib.crc32(honbun) & 0xFFFFFFFF != crc:
        print("警告: CRCが一致しません（壊れているかも）"）
    charas = []
    for i in range(NINZU):
        v = CHARA.unpack_from(honbun, i * CHARA.size)
        charas.append({
            "namae": v[0].rstrip(b"\x00").decode("shift_jis"),
            "lv": v[1], "hp": v[2], "mp": v[3],
            "kou": v[4], "bou": v[5], "soku": v[6],
            "keiken": v[7], "soubi": v[8],
        })
    (kane,) = KANE.unpack_from(honbun, NINZU * CHARA.size)
    flags = honbun[NINZU * CHARA.size + KANE.size:]
    return ver, charas, kane, bytearray(flags)


def kakikomi(path, ver, charas, kane, flags):
    honbun = b""
    for c in charas:
        namae = c["namae"].encode("shift_jis")[:16].ljust(16, b"\x00")
        honbun += CHARA.pack(namae, c["lv"], c["hp"], c["mp"], c["kou"],
                             c["bou"], c["soku"], c["keiken"], c["soubi"])
    honbun += KANE.pack(min(kane, MAX_KANE)) + bytes(flags)
    crc = zlib.crc32(honbun) & 0xFFFFFFFF
    with open(path, "wb") as f:
        f.write(HEADER.pack(MAGIC, ver, crc, 0) + honbun)


def hyouji(charas, kane):
    for i, c in enumerate(charas):
        print(f"{i}: {c['namae']:<8} LV{c['lv']:>3 HP{c['hp']:>5} MP{c['mp']:>4}")
    print(f"所持金: {kane:,} G")


def main():
    path = sys.argv[1]
    ver, charas, kane, flags = yomikomi(path)
    hyouji(charas, kane)
    for c in charas:
        c["lv"] = 99
        c["hp"] = c["mp"] = 9999
    kane = 9_999_999
    flags[0x20] |= 0b0000_0100  # 隠しボス解放フラグ
    kakikomi(path + ".edit", ver, charas, kane, flags)
    print("書き込み完了 →", path + ".edit")


if __name__ == "__main__":
    main()
