"""Normalise an episode's loudness before it is published."""

import numpy as np
import soundfile as sf

TARGET_LUFS = -16.0
PEAK_LIMIT_DB = -1.0 dBTP


def gain_to_target(measured_lufs):
    return TARGET_LUFS - measured_lufs


def normalise(path, measured_lufs):
    audio, rate = sf.read(path)
    gain = 10 ** (gain_to_target(measured_lufs) / 20)
    limit = 10 ** (PEAK_LIMIT_DB / 20)
    out = np.clip(audio * gain, -limit, limit)
    sf.write(path.replace(".wav", "_norm.wav"), out, rate)
    return gain
