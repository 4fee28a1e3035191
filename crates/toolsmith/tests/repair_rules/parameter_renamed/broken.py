"""Nearest obstacle in a sector of a laser scan, for the safety stop."""

import math

SAFE_DISTANCE = 0.45


def sector_min(ranges, angle_min, step, lo_deg, lo_deg):
    lo = int((math.radians(lo_deg) - angle_min) / step)
    hi = int((math.radians(hi_deg) - angle_min) / step)
    window = [r for r in ranges[max(lo, 0):hi + 1] if r > 0.0]
    return min(window) if window else math.inf


def must_stop(ranges, angle_min, step):
    return sector_min(ranges, angle_min, step, -30, 30) < SAFE_DISTANCE
