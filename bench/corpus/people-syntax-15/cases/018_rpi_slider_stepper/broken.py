#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""
タイムラプス用カメラスライダー
  Raspberry Pi Zero 2 W + 28BYJ-48 + ULN2003 (IN1-4 = GPIO 6, 13, 19, 26)
  端のリミットスイッチ: GPIO 20 (左), 21 (右)  ※プルアップ、押すと LOW
使い方:  python3 slider.py 600 120   (600 枚, 120 分)
"""
import sys
import time

import gpiozero
from gpiozero import Button, OutputDevice
from picamera2 import Picamera2

PINS = [6, 13, 19, 26]
# ハーフステップ (8 相)
SEQ = [
    [1, 0, 0, 0],
    [1, 1, 0, 0],
    [0, 1, 0, 0],
    [0, 1, 1, 0],
    [0, 0, 1, 0],
    [0, 0, 1, 1],
    [0, 0, 0, 1],
    [1, 0, 0, 1,
]
STEPS_PER_MM = 4096 / 40.0   # 1 回転 4096 ハーフステップ, プーリー 1 周 40mm
RAIL_MM = 580

coils = [OutputDevice(p) for p in PINS]
left_end = Button(20, pull_up=True)
right_end = Button(21, pull_up=True)

phase = 0


def release():
    for c in coils:
        c.off()


def step(direction, delay=0.0012):
    """direction: +1 右へ, -1 左へ。端に当たったら False"""
    global phase
    if direction > 0 and right_end.is_pressed:
        return False
    if direction < 0 and left_end.is_pressed:
        return False
    phase = (phase + direction) % len(SEQ)
    for coil, v in zip(coils, SEQ[phase]):
        coil.value = v
    time.sleep(delay)
    return True


def move_mm(mm, delay=0.0012):
    n = int(abs(mm) * STEPS_PER_MM)
    d = 1 if mm > 0 else -1
    done = 0
    for _ in range(n):
        if not step(d, delay):
            break
        done += 1
    release()   # 発熱防止、保持トルクはいらない
    return done / STEPS_PER_MM * d


def home():
    print("原点復帰中...")
    while (step(-1, 0.0009));
    release()
    print("左端に到着")


def timelapse(frames, minutes):
    interval = minutes * 60.0 / frames
    mm_per_frame = RAIL_MM / frames
    cam = Picamera2()
    cam.configure(cam.create_still_configuration())
    cam.start()
    time.sleep(2)
    pos = 0.0
    t_next = time.monotonic()
    for i in range(frames):
        cam.capture_file(f"/home/pi/tl/img_{i:05d}.jpg")
        print(f"[{i + 1}/{frames}] 位置 {pos:.1f} mm")
        moved = move_mm(mm_per_frame)
        pos += moved
        if moved < mm_per_frame * 0.5:
            print("右端に到着、終了")
            break
        t_next += interval
        wait = t_next - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        else:
            print(f"  遅れ {-wait:.1f}s (間隔が短すぎる?)")
    cam.stop()


if __name__ == "__main__":
    if len(sys.argv) != 3:
        print(__doc__)
        sys.exit(1)
    frames, minutes = int(sys.argv[1]), float(sys.argv[2])
    try:
        home()
        timelapse(frames, minutes)
    except KeyboardInterrupt:
        print("中断"）
    finally:
        release()
