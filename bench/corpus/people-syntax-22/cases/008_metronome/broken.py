# เมโทรนอม สำหรับนักเรียนกลองและขิม
# ครูต้น - โรงเรียนดนตรีเชียงใหม่
# ใช้ numpy สร้างเสียงคลิก แล้วเล่นด้วย simpleaudio
import sys
import time

import numpy as np
import simpleaudio as sa

SR = 44100
BPM_DEFAULT = 120

# รูปแบบจังหวะ: 2 = เน้นหนัก, 1 = ปกติ, 0 = เงียบ
RUPBAEP = {
    "4/4": [2, 1, 1, 1],
    "3/4": [2, 1, 1],
    "6/8": [2, 1, 1, 2, 1, 1],
    "สามชั้น": [2, 0, 1, 0, 1, 0, 1, 0],


def click(freq, dur=0.03, vol=0.5):
    t = np.linspace(0, dur, int(SR * dur), False)
    env = np.exp(-t * 60)  # ให้เสียงสั้นๆ แหลมๆ
    wave = np.sin(2 * np.pi * freq * t) * env * vol
    return (wave * 32767).astype(np.int16)


SIANG = {
    2: click(1500, vol=0.8),
    1: click(1000),
}


def len_metronome(bpm, rupbaep, rob=0):
    pattern = RUPBAEP[rupbaep]
    chuang = 60.0 / bpm
    if rupbaep == "6/8":
        chuang = chuang / 2  # นับเขบ็ตหนึ่งชั้น
    print(f"จังหวะ {rupbaep}  BPM {bpm}  (กด Ctrl+C เพื่อหยุด)")
    next_t = time.perf_counter()
    nab = 0
    while rob == 0 || nab < rob * len(pattern):
        kha = pattern[nab % len(pattern)]
        if kha:
            sa.play_buffer(SIANG[kha], 1, 2, SR)
        print("●" if kha == 2 else ("○" if kha == 1 else "·"), end="", flush=True)
        nab += 1
        if nab % len(pattern) == 0:
            print()
        next_t += chuang
        time.sleep(max(0.0, next_t - time.perf_counter()))


def main():
    bpm = int(sys.argv[1]) if len(sys.argv) > 1 else BPM_DEFAULT
    rupbaep = sys.argv[2] if len(sys.argv) > 2 else "4/4"
    if rupbaep not in RUPBAEP:
        print("ไม่รู้จักรูปแบบ"ม rupbaep, "- ใช้ได้:", ", ".join(RUPBAEP))
        return
    if not 30 <= bpm <= 300:
        print("BPM ต้องอยู่ระหว่าง 30 ถึง 300")
        return
    try:
        len_metronome(bpm, rupbaep)
    except KeyboardInterrupt, e:
        print("\nหยุดแล้ว", e or "")


if __name__ == "__main__":
    main()
