# Бот для замовлення тортів (мамин бізнес 🎂)
# aiogram 3.x, запуск: python bot.py
import asyncio
import logging
import sqlite3
from datetime import datetime

from aiogram import Bot, Dispatcher, F, Router
from aiogram.filters import Command, CommandStart
from aiogram.fsm.context import FSMContext
from aiogram.fsm.state import State, StatesGroup
from aiogram.types import KeyboardButton, Message, ReplyKeyboardMarkup, ReplyKeyboardRemove

TOKEN = "PASTE_TOKEN_HERE"
ADMIN_ID = 402118833  # мамин telegram id

router = Router()
db = sqlite3.connect("orders.db")
db.execute("""CREATE TABLE IF NOT EXISTS orders (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER, cake TEXT, weight REAL, date TEXT, phone TEXT, created TEXT
)""")
db.commit()

CAKES = {
    "Наполеон": 450,
    "Медовик": 420,
    "Київський": 520,
    "Чізкейк": 600,
}


class Order(StatesGroup):
    cake = State()
    weight = State()
    date = State()
    phone = State()


def cakes_kb():
    names = list(CAKES)
    return ReplyKeyboardMarkup(
        keyboard=[
            [KeyboardButton(text=names[0]), KeyboardButton(text=names[1])],
            [KeyboardButton(text=names[2]), KeyboardButton(text=names[3])],
            [KeyboardButton(text="❌ Скасувати")],
        ],
        resize_keyboard=True,
    )


@router.message(CommandStart())
async def cmd_start(message: Message, state: FSMContext):
    await state.clear()
    await message.answer(
        f"Вітаю, {message.from_user.first_name}! 🎂\n"
        "Оберіть торт (ціна за 1 кг):\n" + "\n".join(f"• {k} — {v} грн" for k, v in CAKES.items()),
        reply_markup=cakes_kb(),
    )
    await state.set_state(Order.cake)


@router.message(F.text == "❌ Скасувати")
async def cancel(message: Message, state: FSMContext):
    await state.clear()
    await message.answer("Замовлення скасовано", reply_markup=ReplyKeyboardRemove())


@router.message(Order.cake)
async def got_cake(message: Message, state: FSMContext):
    if message.text not in CAKES:
        await message.answer("Оберіть торт кнопкою 👇", reply_markup=cakes_kb())
        return
    await state.update_data(cake=message.text)
    await message.answer("Скільки кг? (від 1 до 5)", reply_markup=ReplyKeyboardRemove())
    await state.set_state(Order.weight)


@router.message(Order.weight)
async def got_weight(message: Message, state: FSMContext):
    try:
        w = float(message.text.replace(",", "."))
    except ValueError:
        await message.answer("Напишіть число, наприклад 1.5")
        return
    if w < 1 or w > 5:
        await message.answer("Від 1 до 5 кг, будь ласка")
        return
    await state.update_data(weight=w)
    await message.answer("На яку дату? (ДД.ММ)")
    await state.set_state(Order.date)


@router.message(Order.date)
async def got_date(message: Message, state: FSMContext):
    try:
        d = datetime.strptime(message.text.strip() + f".{datetime.now().year}", "%d.%m.%Y")
    except ValueError:
        await message.answer("Формат ДД.ММ, наприклад 24.12")
        return
    if d.date() <= datetime.now().date():
        await message.answer("Потрібно хоча б за 1 день 🙏")
        return
    await state.update_data(date=d.strftime("%d.%m.%Y"))
    await message.answer("Ваш номер телефону?")
    await state.set_state(Order.phone)


@router.message(Order.phone)
async def got_phone(message: Message, state: FSMContext, bot: Bot):
    data = await state.update_data(phone=message.text)
    price = CAKES[data["cake"]] * data["weight"]
    db.execute(
        "INSERT INTO orders (user_id, cake, weight, date, phone, created) VALUES (?, ?, ?, ?, ?, ?)",
        (message.from_user.id, data["cake"], data["weight"], data["date"], data["phone"], datetime.now().isoformat()),
    )
    db.commit()
    await message.answer(f"Дякуємо! ✅ {data['cake']}, {data['weight']} кг на {data['date']}.\nДо сплати: {price:.0f} грн")
    await bot.send_message(ADMIN_ID, f"🆕 Нове замовлення!\n{data['cake']} {data['weight']} кг, {data['date']}\nтел: {data['phone']}")
    await state.clear()


@router.message(Command("orders"))
async def list_orders(message: Message):
    if message.from_user.id != ADMIN_ID:
        return
    rows = db.execute("SELECT cake, weight, date, phone FROM orders ORDER BY date").fetchall()
    if not rows:
        await message.answer("Замовлень немає")
        return
    lines = [f"{date}: {cake} {weight} кг ({phone})" for cake, weight, date, phone in rows]
    await message.answer("\n".join(lines))


async def main():
    logging.basicConfig(level=logging.INFO)
    bot = Bot(TOKEN)
    dp = Dispatcher()
    dp.include_router(router)
    await dp.start_polling(bot)


if __name__ == "__main__":
    asyncio.run(main())
