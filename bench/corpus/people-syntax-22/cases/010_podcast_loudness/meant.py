#!/usr/bin/env python3
# पॉडकास्ट भागांचा आवाज एकसारखा करणे (loudness normalize)
# "गप्पा-टप्पा" पॉडकास्ट, पुणे - संपादन: अमोल
# Spotify/Apple साठी लक्ष्य: -16 LUFS (स्टिरिओ), true peak -1 dBTP
import argparse
import glob
import os

import numpy as np
import pyloudnorm as pyln
import soundfile as sf

TARGET_LUFS = -16.0
PEAK_LIMIT_DB = -1.0
MIN_DURATION = 5.0  # सेकंद; यापेक्षा लहान फाइल मोजत नाही


def db_to_lin(db):
    return 10 ** (db / 20.0)


def soft_limit(data, ceiling_db):
    # साधा लिमिटर: ceiling पेक्षा मोठे नमुने tanh ने दाबायचे
    ceiling = db_to_lin(ceiling_db)
    over = np.abs(data) > ceiling
    data[over] = np.sign(data[over]) * ceiling * np.tanh(np.abs(data[over]) / ceiling)
    return data


def normalize_file(path, out_dir, target):
    data, rate = sf.read(path)
    if len(data) / rate < MIN_DURATION:
        print(f"  वगळले (खूप लहान): {os.path.basename(path)}")
        return None
    meter = pyln.Meter(rate)
    before = meter.integrated_loudness(data)
    data = pyln.normalize.loudness(data, before, target)
    data = soft_limit(data, PEAK_LIMIT_DB)
    after = meter.integrated_loudness(data)
    out = os.path.join(out_dir, os.path.basename(path))
    sf.write(out, data, rate, subtype="PCM_24")
    return before, after


def main():
    ap = argparse.ArgumentParser(description="पॉडकास्ट loudness normalizer")
    ap.add_argument("folder", help="WAV फाइल्सचे फोल्डर")
    ap.add_argument("--target", type=float, default=TARGET_LUFS)
    ap.add_argument("--out", default="normalized")
    args = ap.parse_args()

    os.makedirs(args.out, exist_ok=True)
    files = sorted(glob.glob(os.path.join(args.folder, "*.wav")))
    print(f"{len(files)} फाइल्स, लक्ष्य {args.target} LUFS")
    report = []
    for path in files:
        res = normalize_file(path, args.out, args.target)
        if res is None:
            continue
        before, after = res
        report.append((os.path.basename(path), before, after))
        print(f"  {os.path.basename(path):30s} {before:6.1f} -> {after:6.1f} LUFS")

    if report:
        avg = sum(r[2] for r in report) / len(report)
        print(f"सरासरी नंतर: {avg:.1f} LUFS "
              f"({len(report)} भाग, "
              f"सर्वात कमी {min(r[2] for r in report):.1f}, "
              f"सर्वात जास्त {max(r[2] for r in report):.1f})")


if __name__ == "__main__":
    main()
