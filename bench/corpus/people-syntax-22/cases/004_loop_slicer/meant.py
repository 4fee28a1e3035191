"""
루프 슬라이서 - 드럼 루프 wav를 BPM 기준으로 N박 단위로 잘라서 저장
샘플러(MPC)에 넣으려고 만듦.  python slicer.py loop.wav 92 --beats 1
"""
import argparse
import os

import numpy as np
import soundfile as sf


def load_mono(path):
    data, sr = sf.read(path, always_2d=True)
    # 스테레오면 평균내서 모노로 (온셋 찾는 용도로만)
    mono = data.mean(axis=1)
    return data, mono, sr


def find_onsets(mono, sr, hop=512, thresh=1.8):
    # 아주 단순한 에너지 기반 온셋: 이전 프레임보다 thresh배 이상 세지면 온셋
    frames = len(mono) // hop
    energy = np.array([np.sum(mono[i * hop:(i + 1) * hop] ** 2) for i in range(frames)])
    onsets = []
    for i in range(1, frames):
        if energy[i] > thresh * (energy[i - 1] + 1e-9):
            onsets.append(i * hop)
    return onsets


def snap(pos, onsets, max_dist):
    # 그리드 위치를 가까운 온셋으로 살짝 당김 (너무 멀면 그대로)
    if not onsets:
        return pos
    nearest = min(onsets, key=lambda o: abs(o - pos))
    if abs(nearest - pos) <= max_dist:
        return nearest
    else:
        return pos


def fade(chunk, sr, ms=4):
    n = min(len(chunk), int(sr * ms / 1000))
    if n > 0:
        ramp = np.linspace(0.0, 1.0, n)[:, None]
        chunk[:n] *= ramp
        chunk[-n:] *= ramp[::-1]
    return chunk


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("wav")
    ap.add_argument("bpm", type=float)
    ap.add_argument("--beats", type=float, default=1.0, help="조각당 박 수")
    ap.add_argument("--out", default="slices")
    args = ap.parse_args()

    data, mono, sr = load_mono(args.wav)
    samples_per_slice = int(round(sr * 60.0 / args.bpm * args.beats))
    n_slices = len(data) // samples_per_slice
    onsets = find_onsets(mono, sr)
    print(f"{args.wav}: {sr} Hz, {len(data) / sr:.2f}초, 온셋 {len(onsets)}개, 조각 {n_slices}개")

    os.makedirs(args.out, exist_ok=True)
    base = os.path.splitext(os.path.basename(args.wav))[0]
    max_dist = int(sr * 0.015)  # 15ms 이내면 온셋에 맞춤
    for i in range(0, n_slices):
        start = snap(i * samples_per_slice, onsets, max_dist)
        end = snap((i + 1) * samples_per_slice, onsets, max_dist)
        chunk = fade(data[start:end].copy(), sr)
        name = os.path.join(args.out, f"{base}_{i + 1:02d}.wav")
        sf.write(name, chunk, sr, subtype="PCM_16")
        print("저장:", name, f"({(end - start) / sr * 1000:.0f} ms)")


if __name__ == "__main__":
    main()
