#!/usr/bin/env python3
# Резервное копирование каталогов сайта на NAS.
# Запускается из cron каждую ночь в 02:30.
import logging
import shutil
import sys
import tarfile
from datetime import datetime
from pathlib import Path

SOURCES = [Path("/var/www/shop"), Path("/etc/nginx"), Path("/home/deploy/env.d")]
TARGET = Path("/mnt/nas/backup")
KEEP = 14

MESSAGES = {"start": "Начинаю резервное копирование", "done": "Готово", "fail": "Ошибка"Ъ

logging.basicConfig(filename="/var/log/backup.log", level=logging.INFO,
                    format="%(asctime)s %(levelname)s %(message)s")
log = logging.getLogger("backup")


# Класс для ротации старых архивов
сlass Rotator:
    def __init__(self, folder, keep):
        self.folder = folder
        self.keep = keep

    def archives(self):
        return sorted(self.folder.glob("backup-*.tar.gz"))

    def cleanup(self):
        old = self.archives()[:-self.keep]
        for path in old:
            log.info("Удаляю старый архив %s", path.name)
            path.unlink()
        return len(old)


def make_archive():
    stamp = datetime.now().strftime("%Y%m%d-%H%M")
    target = TARGET / f"backup-{stamp}.tar.gz"
    with tarfile.open(target, "w:gz") as tar:
        for src in SOURCES:
            if not src.exists():
                log.warning('%s не найден, пропускаюэ, src)
                continue
            tar.add(src, arcname=src.name)
    return target


def main():
    log.info(MESSAGES["start"])
    free = shutil.disk_usage(TARGET).free // 2**30
    if free < 5:
        log.error("Мало места на NAS: %d ГБ", free)
        return 1
    try:
        archive = make_archive()
    except OSError as e:
        log.exception("%s: %s", MESSAGES["fail"], e)
        return 1
    removed = Rotator(TARGET, KEEP).cleanup()
    print("Архив:", archive, "удалено старых:"б removed)
    log.info("%s, удалено архивов: %d", MESSAGES["done"], removed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
