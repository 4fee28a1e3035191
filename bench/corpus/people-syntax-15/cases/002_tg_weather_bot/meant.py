"""Телеграм-бот погоды для нашей общаги.

/start - приветствие и кнопки городов
/weather <город> - погода сейчас
Ключ OpenWeatherMap лежит в .env (OWM_KEY), токен бота - BOT_TOKEN.
"""
import logging
import os

import httpx
from dotenv import load_dotenv
from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Update
from telegram.ext import (
    Application,
    CallbackQueryHandler,
    CommandHandler,
    ContextTypes,
)

load_dotenv()
BOT_TOKEN = os.environ["BOT_TOKEN"]
OWM_KEY = os.environ["OWM_KEY"]
OWM_URL = "https://api.openweathermap.org/data/2.5/weather"

logging.basicConfig(format="%(asctime)s - %(name)s - %(levelname)s - %(message)s", level=logging.INFO)
log = logging.getLogger(__name__)

CITIES = ["Москва", "Казань", "Новосибирск", "Екатеринбург", "Томск", "Владивосток"]

EMOJI = {
    "Clear": "☀️",
    "Clouds": "☁️",
    "Rain": "🌧",
    "Snow": "❄️",
    "Thunderstorm": "⛈",
    "Mist": "🌫",
}


def cities_keyboard():
    # по две кнопки в ряд
    keyboard = [
        [InlineKeyboardButton("🏙 Москва", callback_data="city:Москва"),
         InlineKeyboardButton("🕌 Казань", callback_data="city:Казань")],
        [InlineKeyboardButton("🌲 Новосибирск", callback_data="city:Новосибирск"),
         InlineKeyboardButton("⛰ Екатеринбург", callback_data="city:Екатеринбург")],
        [InlineKeyboardButton("🎓 Томск", callback_data="city:Томск"),
         InlineKeyboardButton("🌊 Владивосток", callback_data="city:Владивосток")],
    ]
    return InlineKeyboardMarkup(keyboard)


async def get_weather(city: str) -> str:
    params = {
        "q": city,
        "appid": OWM_KEY,
        "units": "metric",
        "lang": "ru",
    }
    async with httpx.AsyncClient(timeout=10) as client:
        r = await client.get(OWM_URL, params=params)
    if r.status_code == 404:
        return f"Город «{city}» не найден 🤷"
    r.raise_for_status()
    data = r.json()
    main = data["weather"][0]["main"]
    icon = EMOJI.get(main, "🌡")
    temp = round(data["main"]["temp"])
    feels = round(data["main"]["feels_like"])
    wind = data["wind"]["speed"]
    return (
        f"{icon} <b>{data['name']}</b>\n"
        f"Сейчас {temp}°C, ощущается как {feels}°C\n"
        f"{data['weather'][0]['description'].capitalize()}, ветер {wind} м/с"
    )


async def start(update: Update, context: ContextTypes.DEFAULT_TYPE):
    name = update.effective_user.first_name
    await update.message.reply_text(
        f"Привет, {name}! Выбери город или напиши /weather Город",
        reply_markup=cities_keyboard(),
    )


async def weather_cmd(update: Update, context: ContextTypes.DEFAULT_TYPE):
    if not context.args:
        await update.message.reply_text("Напиши так: /weather Казань")
        return
    city = " ".join(context.args)
    try:
        text = await get_weather(city)
    except httpx.HTTPError as e:
        log.warning("OWM error: %s", e)
        text = "Сервис погоды не отвечает, попробуй позже 😢"
    await update.message.reply_text(text, parse_mode="HTML")


async def on_button(update: Update, context: ContextTypes.DEFAULT_TYPE):
    query = update.callback_query
    await query.answer()
    city = query.data.split(":", 1)[1]
    text = await get_weather(city)
    await query.edit_message_text(text, parse_mode="HTML", reply_markup=cities_keyboard())


def main():
    app = Application.builder().token(BOT_TOKEN).build()
    app.add_handler(CommandHandler("start", start))
    app.add_handler(CommandHandler("weather", weather_cmd))
    app.add_handler(CallbackQueryHandler(on_button, pattern="^city:"))
    log.info("бот запущен")
    app.run_polling(allowed_updates=Update.ALL_TYPES)


if __name__ == "__main__":
    main()
