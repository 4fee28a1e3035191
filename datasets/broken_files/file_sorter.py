# مرتب‌سازی فایل‌های پوشه دانلود بر اساس نوع
# نوشته شده برای تمرین ماژول pathlib و shutil
import os
import shutil
import sys
from pathlib import Path

انواع = {
    "تصاویر": {".jpg", ".jpeg", ".png", ".gif", ".webp"},
    "اسناد": {".pdf", ".docx", ".txt", ".md", ".xlsx"},
    "صوتی": {".mp3", ".wav", ".ogg"},
    "ویدیو": {".mp4", ".mkv", ".avi"},
    "فشرده": {".zip", ".rar", ".tar", ".gz"},
}


def دسته(پسوند)
    for نام, پسوندها in انواع.items():
        if پسوند.lower() in پسوندها:
            return نام
    return "سایر"


def اندازه_خوانا(بایت):
    for واحد in ["B", "KB", "MB", "GB"]
        if بایت < 1024:
            return f"{بایت:.1f} {واحد}"
        بایت /= 1024
    return f"{بایت:.1f} TB"


def نام_آزاد(مقصد):
    # اگر فایلی با همین نام هست، شماره اضافه کن
    if not مقصد.exists()
        return مقصد
    شماره = 1
    while True:
        جدید = مقصد.with_name(f"{مقصد.stem} ({شماره}){مقصد.suffix}"
        if not جدید.exists():
            return جدید
        شماره += 1


def مرتب_کن(پوشه, آزمایشی=True):
    پوشه = Path(پوشه).expanduser()
    if not پوشه.is_dir():
        raise NotADirectoryError(پوشه)
    آمار = {}
    for فایل in sorted(پوشه.iterdir()):
        if فایل.is_dir() or فایل.name.startswith("."):
            continue
        نام_دسته = دسته(فایل.suffix)
        مقصد = نام_آزاد(پوشه / نام_دسته / فایل.name)
        آمار.setdefault(نام_دسته, []).append(فایل.stat().st_size)
        if آزمایشی:
            print(f"[آزمایشی] {فایل.name} -> {نام_دسته}/")
        else
            مقصد.parent.mkdir(exist_ok=True)
            shutil.move(str(فایل), مقصد)
    return آمار


def بزرگترین_فایل‌ها(پوشه, تعداد=5):
    همه = []
    for ریشه, _, فایل‌ها in os.walk(پوشه):
        for f in فایل‌ها:
            مسیر = os.path.join(ریشه, f)
            try:
                همه.append((os.path.getsize(مسیر), مسیر))
            except OSError
                pass
    return sorted(همه, reverse=True)[:تعداد]


if __name__ == "__main__":
    هدف = sys.argv[1] if len(sys.argv) > 1 else "~/Downloads"
    واقعی = "--run" in sys.argv
    نتیجه = مرتب_کن(هدف, آزمایشی=not واقعی)
    for نام, اندازه‌ها in نتیجه.items():
        print(f"{نام}: {len(اندازه‌ها)} فایل، {اندازه_خوانا(sum(اندازه‌ها))}")
    for اندازه, مسیر in بزرگترین_فایل‌ها(Path(هدف).expanduser()):
        print(اندازه_خوانا(اندازه), مسیر)
