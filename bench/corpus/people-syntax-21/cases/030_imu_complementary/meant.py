# Roll/pitch from an MPU-6050 breakout on the balance bot, complementary filter.
# The Arduino streams "ax,ay,az,gx,gy,gz\n" at 200 Hz (raw LSB); we log + plot.
import asyncio
import math
import time

import serial_asyncio

ACC_LSB_PER_G = 16384.0   # +-2 g
GYRO_LSB_PER_DPS = 131.0  # +-250 deg/s
ALPHA = 0.98
GYRO_BIAS = (-1.21, 0.37, 0.05)  # deg/s, measured at rest (10 s average)


def accel_angles(ax, ay, az):
    roll = math.degrees(math.atan2(ay, az))
    pitch = math.degrees(math.atan2(-ax, math.sqrt(ay * ay + az * az)))
    return roll, pitch


async def samples(port="/dev/ttyUSB0", baud=115200, limit=None):
    reader, _ = await serial_asyncio.open_serial_connection(url=port, baudrate=baud)
    count = 0
    while limit is None or count < limit:
        line = (await reader.readline()).decode(errors="ignore").strip()
        try:
            ax, ay, az, gx, gy, gz = (int(v) for v in line.split(","))
        except ValueError:
            continue  # half line at start-up
        count += 1
        yield (time.monotonic(),
               ax / ACC_LSB_PER_G, ay / ACC_LSB_PER_G, az / ACC_LSB_PER_G,
               gx / GYRO_LSB_PER_DPS - GYRO_BIAS[0],
               gy / GYRO_LSB_PER_DPS - GYRO_BIAS[1],
               gz / GYRO_LSB_PER_DPS - GYRO_BIAS[2])


async def run(seconds=10.0):
    roll = pitch = None
    prev_t = None
    log = []
    async for t, ax, ay, az, gx, gy, gz in samples(limit=int(seconds * 200)):
        acc_roll, acc_pitch = accel_angles(ax, ay, az)
        if prev_t is None:
            roll, pitch = acc_roll, acc_pitch
        else:
            dt = t - prev_t
            roll = ALPHA * (roll + gx * dt) + \
                (1 - ALPHA) * acc_roll
            pitch = ALPHA * (pitch + gy * dt) + \
                (1 - ALPHA) * acc_pitch
        prev_t = t
        log.append((t, roll, pitch, acc_roll, acc_pitch))
    return log


def summary(log):
    t0 = log[0][0]
    for t, roll, pitch, ar, ap in log[::200]:
        print(f"{t - t0:6.2f} s  roll {roll:+7.2f}  pitch {pitch:+7.2f}   (acc {ar:+7.2f} {ap:+7.2f})")
    drift = max(abs(r[1] - r[3]) for r in log)
    print(f"max |filter - accel| roll: {drift:.2f} deg")


if __name__ == "__main__":
    summary(asyncio.run(run()))
