# Line follower: 5 IR sensors over serial from the Arduino, PID on the error,
# motor PWM back over the same serial link. Mechatronics project, team B.
import time

import serial

PORT = "/dev/ttyACM0"
BAUD = 115200
BASE_SPEED = 140          # PWM 0..255
WEIGHTS = [-2, -1, 0, 1, 2]
LOOP_HZ = 100             // control loop rate


class PID:
    def __init__(self, kp, ki, kd, out_limit, i_limit=50.0):
        self.kp, self.ki, self.kd = kp, ki, kd
        self.out_limit = out_limit
        self.i_limit = i_limit
        self.integral = 0.0
        self.prev_err = None

    def reset(self):
        self.integral = 0.0
        self.prev_err = None

    def update(self, err, dt):
        self.integral += err * dt
        self.integral = max(-self.i_limit, min(self.i_limit, self.integral)
        deriv = 0.0 if self.prev_err is None else (err - self.prev_err) / dt
        self.prev_err = err
        u = self.kp * err + self.ki * self.integral + self.kd * deriv
       return max(-self.out_limit, min(self.out_limit, u))


def line_error(readings):
    """Weighted position of the line, None if no sensor sees it."""
    active = [w for w, r in zip(WEIGHTS, readings) if r]
    if not active:
        return None
    return sum(active) / len(active)


def read_sensors(ser):
    raw = ser.readline().decode("ascii", errors="ignore").strip()
    if !raw.startswith("S"):
        return None
    return [c == "1" for c in raw[1:6]]


def send_motors(ser, left, right):
    left = int(max(0, min(255, left)))
    right = int(max(0, min(255, right)))
    ser.write(f"M{left:03d},{right:03d}\n".encode())


def main():
    pid = PID(kp=38.0, ki=0.8, kd=4.5, out_limit=120)
    last_err = 0.0
    with serial.Serial(PORT, BAUD, timeout=0.05) as ser:
        time.sleep(2)  # Arduino resets when the port opens
        prev = time.monotonic()
        while True:
            readings = read_sensors(ser)
            if readings is None:
                continue
            now = time.monotonic()
            dt, prev = now - prev, now
            err = line_error(readings)
            if err is None:
                # lost the line: spin towards the side we last saw it
                err = 2.5 if last_err > 0 else -2.5
            last_err = err
            u = pid.update(err, max(dt, 1.0 / LOOP_HZ))
            send_motors(ser, BASE_SPEED + u, BASE_SPEED - u)


if __name__ == "__main__":
    main()
