# پوسترهای سری «باغ‌های هندسی» برای نمایشگاه گالری
# هر بار اجرا با یک seed تازه یک پوستر ۵۰×۷۰ می‌سازد (۳۰۰ dpi)
# طراح: نیلوفر ک. - تهران
import argparse
import colorsys
import math
import random
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter, ImageFont
import arabic_reshaper
from bidi.algorithm import get_display

DPI = 300
CM = DPI / 2.54
SIZE = (round(50 * CM), round(70 * CM))
OUT = Path("posters")

PALETTES = {
    "فیروزه": ["#0b3c49", "#1f7a8c", "#bfdbf7", "#e1e5f2", "#f4d35e"],
    "انار": ["#5f0f40", "#9a031e", "#fb8b24", "#e36414", "#0f4c5c"],
    "کویر": ["#3d2c2e", "#a47551", "#d0b49f", "#e4d4c8", "#523a34"],
}


def hex_to_rgb(h):
    h = h.lstrip("#")
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


def jitter(rgb, amount, rnd):
    """کمی تغییر روشنایی تا رنگ‌ها تخت نباشند"""
    r, g, b = [c / 255 for c in rgb]
    h, l, s = colorsys.rgb_to_hls(r, g, b)
    l = min(1, max(0, l + rnd.uniform(-amount, amount)))
    return tuple(round(c * 255) for c in colorsys.hls_to_rgb(h, l, s))


def rosette(draw, cx, cy, radius, petals, colors, rnd):
    """گل هشت‌پر (یا n‌پر) از دایره‌های هم‌پوشان"""
    for ring in range(6, 0, -1):
        r = radius * ring / 6
        col = jitter(hex_to_rgb(colors[ring % len(colors)]), 0.06, rnd)
        for k in range(petals):
            a = 2 * math.pi * k / petals + ring * 0.15
            px = cx + math.cos(a) * r * 0.5
            py = cy + math.sin(a) * r * 0.5
            draw.ellipse([px - r / 2, py - r / 2, px + r / 2, py + r / 2], outline=col, width=max(2, int(r / 40)))


def grain(img, strength, rnd):
    """بافت کاغذ: نویز خاکستری روی تصویر"""
    noise = Image.effect_noise(img.size, strength)
    noise = noise.convert("RGB").filter(ImageFilter.GaussianBlur(1.2))
    return Image.blend(img, noise, alpha=0.06)


def persian(text):
    return get_display(arabic_reshaper.reshape(text))


def make_poster(seed, palette_name, title):
    rnd = random.Random(seed)
    colors = PALETTES[palette_name]
    bg = hex_to_rgb(colors[3])
    img = Image.new("RGB", SIZE, bg)
    draw = ImageDraw.Draw(img)

    w, h = SIZE
    grid = rnd.choice([3, 4, 5])
    cell = w / grid
    for gx in range(grid):
        for gy in range(int(h * 0.75 / cell)):
            cx = cell * (gx + 0.5)
            cy = cell * (gy + 0.5) + h * 0.05
            if rnd.random() < 0.2:
                continue  # جای خالی، نفس کشیدن ترکیب‌بندی
            rosette(draw, cx, cy, cell * rnd.uniform(0.35, 0.48),
                    rnd.choice([6, 8, 12]), colors, rnd)

    # نوار پایین با عنوان
    band_top = int(h * 0.82)
    draw.rectangle([0, band_top, w, h], fill=hex_to_rgb(colors[0]))
    font = ImageFont.truetype("fonts/Vazirmatn-Bold.ttf", size=int(2.2 * CM))
    small = ImageFont.truetype("fonts/Vazirmatn-Regular.ttf", size=int(0.8 * CM))
    draw.text((w - 2 * CM, band_top + 2 * CM), persian(title), font=font,
              fill=hex_to_rgb(colors[2]), anchor="ra")
    caption = f"seed {seed} · {palette_name} · {grid}×{grid}"
    draw.text((2 * CM, h - 1.5 * CM), persian(caption), font=small,
              fill=hex_to_rgb(colors[4]), anchor="ls")

    img = grain(img, 40, rnd)
    return img


def main():
    ap = argparse.ArgumentParser(description="پوستر هندسی")
    ap.add_argument("--count", type=int, default=3)
    ap.add_argument("--palette", choices=list(PALETTES), default="فیروزه")
    ap.add_argument("--title", default="باغ‌های هندسی")
    ap.add_argument("--seed", type=int)
    args = ap.parse_args()

    OUT.mkdir(exist_ok=True)
    base_seed = args.seed if args.seed is not None else random.randrange(10_000)
    for i in range(args.count):
        seed = base_seed + i
        poster = make_poster(seed, args.palette, args.title)
        path = OUT / f"bagh_{args.palette}_{seed:05d}.png"
        poster.save(path, dpi=(DPI, DPI))
        # پیش‌نمایش کوچک برای اینستاگرام
        thumb = poster.copy()
        thumb.thumbnail((1080, 1350))
        thumb.save(path.with_name(path.stem + "_ig.jpg"), quality=90)
        print("ساخته شد:", path)


if __name__ == "__main__":
    main()
