# Cảm biến lùi xe trong gara - ESP32 + HC-SR04 + còi + 3 LED (xanh/vàng/đỏ)
# MicroPython. TRIG = GPIO5, ECHO = GPIO18 (qua phân áp 5V -> 3.3V!)
# Viết lại từ code Arduino cũ cho vui :)
from machine import Pin, PWM, time_pulse_us
import time

TRIG = Pin(5, Pin.OUT)
ECHO = Pin(18, Pin.IN)
LED_XANH = Pin(25, Pin.OUT)
LED_VANG = Pin(26, Pin.OUT)
LED_DO = Pin(27, Pin.OUT)
coi = PWM(Pin(23), freq=2000, duty=0)

XA = 150     # cm, trên mức này là xa
GAN = 60     # cm
DUNG = 25    # cm -> đỏ, kêu liên tục
TAT_SAU = 30  # giây không đổi khoảng cách thì tắt hết cho đỡ tốn điện


def do_khoang_cach():
    TRIG.value(0)
    time.sleep_us(2)
    TRIG.value(1)
    time.sleep_us(10)
    TRIG.value(0)
    t = time_pulse_us(ECHO, 1, 30000)
    if (t < 0)
        return None   # quá xa hoặc lỗi
    return t * 0.0343 / 2


def trung_binh(n=5):
    mau = []
    for _ in range(n):
        d = do_khoang_cach()
        if d is not None:
            mau.append(d)
        time.sleep_ms(15)
    if not mau:
        return None
    mau.sort()
    return mau[len(mau) // 2]   # trung vị cho đỡ nhiễu


def den(xanh, vang, do):
    LED_XANH.value(xanh)
    LED_VANG.value(vang)
    LED_DO.value(do)


def keu(bat):
    coi.duty(512 if bat else 0)


def tat_het():
    den(0, 0, 0)
    keu(False)


# test đèn lúc khởi động
for led in (LED_XANH, LED_VANG, LED_DO):
    led.value(1)
    time.sleep_ms(200)
    led.value(0)

truoc = 0
lan_doi_cuoi = time.time()

while True:
    float d = trung_binh();
    if d is None || d > 400:
        tat_het()
        time.sleep_ms(200)
        continue

    if abs(d - truoc) > 3:
        lan_doi_cuoi = time.time()
    truoc = d

    if time.time() - lan_doi_cuoi > TAT_SAU:
        tat_het()          # xe đỗ xong rồi
        time.sleep_ms(500)
        continue

    if d > XA:
        den(1, 0, 0)
        keu(False)
        time.sleep_ms(300)
    elif d > GAN:
        den(0, 1, 0)
        # kêu tít tít, càng gần càng nhanh
        keu(True)
        time.sleep_ms(60)
        keu(False)
        time.sleep_ms(int(d * 4))
    elif d > DUNG:
        den(0, 1, 1)
        keu(True)
        time.sleep_ms(60)
        keu(False)
        time.sleep_ms(int(d * 2))
    else:
        den(0, 0, 1)
        keu(True)
        time.sleep_ms(100)
