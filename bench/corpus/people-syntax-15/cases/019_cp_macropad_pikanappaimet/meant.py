# Adafruit MacroPad RP2040 - pikanäppäimet KiCadiin ja Teamsiin
# CircuitPython 9.0, kirjastot: adafruit_macropad, adafruit_hid
# Enkooderi vaihtaa sivua, näppäimet 0-11 ( 3 x 4 )
from adafruit_macropad import MacroPad
import time

macropad = MacroPad()
macropad.pixels.brightness = 0.2

KC = macropad.Keycode
CC = macropad.ConsumerControl

# (väri, nimi, näppäimet)  -- näppäimet = tuple keycodeja tai merkkijono kirjoitettavaksi
SIVUT = [
    {
        "nimi": "KiCad",
        "vari": 0x00AAFF,
        "napit": [
            ("Johdin", (KC.W,)),
            ("Väylä", (KC.B,)),
            ("Label", (KC.L,)),
            ("Komp.", (KC.A,)),
            ("Kierrä", (KC.R,)),
            ("Peilaa", (KC.X,)),
            ("Siirrä", (KC.M,)),
            ("Poista", (KC.DELETE,)),
            ("Kumoa", (KC.CONTROL, KC.Z)),
            ("Tallenna", (KC.CONTROL, KC.S)),
            ("DRC", (KC.CONTROL, KC.SHIFT, KC.I)),
            ("3D", (KC.ALT, KC.THREE)),
        ],
    },
    {
        "nimi": "Teams",
        "vari": 0x6264A7,
        "napit": [
            ("Mikki", (KC.CONTROL, KC.SHIFT, KC.M)),
            ("Kamera", (KC.CONTROL, KC.SHIFT, KC.O)),
            ("Käsi", (KC.CONTROL, KC.SHIFT, KC.K)),
            ("Jaa", (KC.CONTROL, KC.SHIFT, KC.E)),
            ("Lopeta", (KC.CONTROL, KC.SHIFT, KC.H)),
            ("Hei", "Hei kaikki, tulen ihan kohta!\n"),
            ("Kiitos", "Kiitos, hyvä palaveri 👍\n"),
            ("", None),
            ("", None),
            ("Vol -", CC.VOLUME_DECREMENT),
            ("Mute", CC.MUTE),
            ("Vol +", CC.VOLUME_INCREMENT),
        ],
    },
]


def piirra(sivu):
    s = SIVUT[sivu]
    teksti = macropad.display_text(title=f"== {s['nimi']} ==")
    for i in range(0, 12, 3):
        nimet = [s["napit"][i + j][0][:6] for j in range(3)]
        teksti[i // 3].text = " ".join(f"{n:<6}" for n in nimet)
    teksti.show()
    for i, (nimi, toiminto) in enumerate(s["napit"]):
        macropad.pixels[i] = s["vari"] if toiminto is not None else 0


def suorita(toiminto):
    if toiminto is None:
        return
    if isinstance(toiminto, str):
        macropad.keyboard_layout.write(toiminto)
    elif isinstance(toiminto, tuple):
        macropad.keyboard.press(*toiminto)
        time.sleep(0.02)
        macropad.keyboard.release_all()
    else:
        macropad.consumer_control.send(toiminto)


sivu = 0
viime_asento = macropad.encoder
piirra(sivu)

while True:
    asento = macropad.encoder
    if asento != viime_asento:
        sivu = (sivu + (1 if asento > viime_asento else -1)) % len(SIVUT)
        viime_asento = asento
        piirra(sivu)

    tapahtuma = macropad.keys.events.get()
    if tapahtuma and tapahtuma.pressed:
        nro = tapahtuma.key_number
        macropad.pixels[nro] = 0xFFFFFF
        suorita(SIVUT[sivu]["napit"][nro][1])
    elif tapahtuma and tapahtuma.released:
        nro = tapahtuma.key_number
        toiminto = SIVUT[sivu]["napit"][nro][1]
        macropad.pixels[nro] = SIVUT[sivu]["vari"] if toiminto is not None else 0
