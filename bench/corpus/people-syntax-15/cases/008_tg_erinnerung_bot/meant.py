#!/usr/bin/env python3
# Erinnerungs-Bot für unsere WG-Gruppe (Müll rausbringen, Miete, Putzplan ...)
# python-telegram-bot[job-queue] 20.x
#   /erinner 30m Wäsche aufhängen
#   /erinner 2h Pizza bestellen
#   /liste, /loesch <nr>

import logging
import re
from datetime import time as dtime
from zoneinfo import ZoneInfo

from telegram import Update
from telegram.ext import Application, CommandHandler, ContextTypes

TOKEN = open("token.txt").read().strip()
TZ = ZoneInfo("Europe/Berlin")
WG_CHAT = -1001987654321

PUTZPLAN = ["Lena", "Jonas", "Aylin", "Max"]  # Reihenfolge Küche/Bad

logging.basicConfig(level=logging.INFO)

EINHEITEN = {"s": 1, "m": 60, "h": 3600, "d": 86400}


def parse_dauer(text):
    """'1h30m' -> 5400 Sekunden, None wenn Quatsch"""
    teile = re.findall(r"(\d+)([smhd])", text)
    if not teile or "".join(z + e for z, e in teile) != text:
        return None
    return sum(int(z) * EINHEITEN[e] for z, e in teile)


async def erinnern(context: ContextTypes.DEFAULT_TYPE):
    job = context.job
    await context.bot.send_message(job.chat_id, text=f"⏰ Erinnerung: {job.data['text']}")


async def erinner_cmd(update: Update, context: ContextTypes.DEFAULT_TYPE):
    if len(context.args) < 2:
        await update.message.reply_text("So: /erinner 30m Wäsche aufhängen")
        return
    sekunden = parse_dauer(context.args[0])
    if sekunden is None or sekunden > 7 * 86400:
        await update.message.reply_text("Dauer versteh ich nicht 🤔 (z.B. 10m, 2h, 1d, max 7d)")
        return
    text = " ".join(context.args[1:])
    context.job_queue.run_once(
        erinnern,
        when=sekunden,
        chat_id=update.effective_chat.id,
        name=str(update.effective_chat.id),
        data={"text": text, "von": update.effective_user.first_name},
    )
    await update.message.reply_text(f"Okay, ich erinnere in {context.args[0]} an: {text} 👍")


async def liste_cmd(update: Update, context: ContextTypes.DEFAULT_TYPE):
    jobs = context.job_queue.get_jobs_by_name(str(update.effective_chat.id))
    if not jobs:
        await update.message.reply_text("Keine Erinnerungen offen.")
        return
    zeilen = []
    for nr, job in enumerate(jobs, start=1):
        wann = job.next_t.astimezone(TZ).strftime("%a %H:%M")
        zeilen.append(f"{nr}. {wann} – {job.data['text']} (von {job.data['von']})")
    await update.message.reply_text("\n".join(zeilen))


async def loesch_cmd(update: Update, context: ContextTypes.DEFAULT_TYPE):
    jobs = context.job_queue.get_jobs_by_name(str(update.effective_chat.id))
    try:
        nr = int(context.args[0])
        job = jobs[nr - 1]
    except (IndexError, ValueError):
        await update.message.reply_text("Welche Nummer? Siehe /liste")
        return
    job.schedule_removal()
    await update.message.reply_text(f"🗑 gelöscht: {job.data['text']}")


async def putzplan_job(context: ContextTypes.DEFAULT_TYPE):
    # jeden Sonntag rotieren
    woche = context.job.data["woche"]
    kueche = PUTZPLAN[woche % len(PUTZPLAN)]
    bad = PUTZPLAN[(woche + 1) % len(PUTZPLAN)]
    await context.bot.send_message(WG_CHAT, f"🧽 Putzplan diese Woche:\nKüche: {kueche}\nBad: {bad}")
    context.job.data["woche"] = woche + 1


def main():
    app = Application.builder().token(TOKEN).build()
    app.add_handler(CommandHandler("erinner", erinner_cmd))
    app.add_handler(CommandHandler("liste", liste_cmd))
    app.add_handler(CommandHandler("loesch", loesch_cmd))
    app.job_queue.run_daily(putzplan_job, time=dtime(18, 0, tzinfo=TZ), days=(0,), data={"woche": 0})
    app.job_queue.run_monthly(
        erinnern, when=dtime(10, 0, tzinfo=TZ), day=1, chat_id=WG_CHAT,
        data={"text": "Miete überweisen 💸", "von": "Bot"},
    )
    app.run_polling()


if __name__ == "__main__":
    main()
