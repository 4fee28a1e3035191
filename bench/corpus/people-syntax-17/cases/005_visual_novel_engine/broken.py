# เอนจินนิยายภาพแบบง่าย ๆ (ไม่ใช้ Ren'Py เพราะอยากให้รันในเทอร์มินัลได้)
# เรื่อง: "ร้านชาริมคลอง" - ตอนที่ 1
# เขียนโดย ปาริชาติ (นักเขียน) - ลองเขียนโค้ดเองครั้งแรก
import json
import os
import sys
import textwrap
import time

SAVE_FILE = "save_slot1.json"
TEXT_SPEED = 0.02  # วินาทีต่อตัวอักษร

CHARACTERS = {
    "mai": ("ใหม่", "\033[95m"),
    "ton": ("ต้น", "\033[94m"),
    "yai": ("ยายจันทร์", "\033[93m"),
    "nar": ("", "\033[0m"),  # ผู้บรรยาย
}

# ฉากแต่ละฉาก: รายการของ (ตัวละคร, ข้อความ) แล้วจบด้วยตัวเลือกหรือ "goto"
SCENES = {
    "start": {
        "lines": [
            ("nar", "ฝนตกตั้งแต่เช้า คลองหน้าร้านเอ่อขึ้นมาเกือบถึงบันได"),
            ("yai", "หนูใหม่ ช่วยยายยกกระถางเข้ามาหน่อยลูก",
            ("mai", "ค่ะยาย... เอ๊ะ นั่นใครยืนอยู่ใต้ชายคา"),
            ("ton", "ขอโทษครับ ขอหลบฝนสักครู่ได้ไหมครับ"),
        ],
        "choices": [
            ("ชวนเข้ามาดื่มชา", "tea", {"ton": 2}),
            ("ยื่นร่มให้แล้วปิดร้าน", "umbrella", {"ton": -1, "yai": 1}),
        ],
    },
    "tea": {
        "lines": [
            ("mai", "เข้ามาก่อนสิคะ ยายเพิ่งต้มชาตะไคร้เสร็จพอดี"),
            ("ton", "หอมจังครับ... ผมชื่อต้น เพิ่งย้ายมาอยู่ท้ายซอย"),
            ("yai", "ท้ายซอย? บ้านไม้หลังที่ไม่มีใครอยู่มาสิบปีน่ะเหรอ"),
        ],
        "goto": "night",
    },
    "umbrella": {
        "lines": [
            ("mai", "เอาร่มนี่ไปก่อนค่ะ พรุ่งนี้ค่อยเอามาคืน"),
            ("nar", "เขายิ้ม แล้วเดินหายไปในสายฝน ร่มสีแดงค่อย ๆ เล็กลง"),
        ],
        "goto": "night",
    },
    "night": {
        "lines": [
            ("nar", "คืนนั้น ใหม่นอนไม่หลับ"),
            ("mai", "บ้านท้ายซอย... ไม่มีใครอยู่มาสิบปีจริง ๆ เหรอ"),
        ],
        "goto": None,
    },
}


class Game:
    def __init__(self):
        self.scene = "start"
        self.affinity = {"ton": 0, "yai": 0}
        self.seen = []

    def say(self, who, text):
        name, color = CHARACTERS[who]
        prefix = f"{color}{name}: " if name else color
        wrapped = textwrap.fill(text, width=60)
        sys.stdout.write(prefix)
        for ch in wrapped:
            sys.stdout.write(ch)
            sys.stdout.flush()
            time.sleep(TEXT_SPEED)
        sys.stdout.write("\033[0m\n")
        input()  # กด Enter เพื่อไปต่อ

    def choose(self, choices):
        print()
        for i, (label, _, _) in enumerate(choices, start=1):
            print(f"  {i}. {label}")
        while True:
            ans = input("เลือก > ").strip()
            if ans.lower() == "s":
                self.save()
                continue
            if ans.isdigit() and 1 <= int(ans) <= len(choices):
                label, target, effects = choices[int(ans) - 1]
                for who, delta in effects.items():
                    self.affinity[who] = self.affinity.get(who, 0) + delta
                return target
            print("พิมพ์ตัวเลขนะ (หรือ "s" เพื่อเซฟ)")

    def save(self):
        data = {"scene": self.scene, "affinity": self.affinity, "seen": self.seen}
        with open(SAVE_FILE, "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, indent=2)
        print("[เซฟแล้ว]")

    def load(self):
        if not os.path.exists(SAVE_FILE):
            return False
        with open(SAVE_FILE, encoding="utf-8") as f:
            data = json.load(f)
        self.scene = data["scene"]
        self.affinity = data["affinity"]
        self.seen = data.get("seen", [])
        return True

    def run(self):
        while self.scene is not None
            scene = SCENES[self.scene]
            self.seen.append(self.scene)
            for who, text in scene["lines"]:
                self.say(who, text)
            if "choices" in scene:
                self.scene = self.choose(scene["choices"])
            else:
                self.scene = scene["goto"]
        self.ending()

    def ending(self):
        print("\n--- จบตอนที่ 1 ---")
        if self.affinity["ton"] >= 2:
            print("(ต้นดูจะสนใจร้านชาของเรามากเป็นพิเศษ)")
        else if self.affinity["ton"] < 0:
            print("(ร่มสีแดงจะได้คืนไหมนะ...)")
        print("ค่าความสัมพันธ์:", ", ".join(f"{k}={v}" for k, v in self.affinity.items()))


if __name__ == "__main__":
    game = Game()
    if len(sys.argv) > 1 and sys.argv[1] == "--load":
        if not game.load():
            print("ไม่พบไฟล์เซฟ เริ่มใหม่")
    game.run()
