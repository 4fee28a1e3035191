# Shopping list bot for the family group chat
# python-telegram-bot 20.x  (pip install python-telegram-bot)
# commands: /add milk, eggs   /list   /clear
# tap an item in /list to tick it off

import json
import logging
from pathlib import Path

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Update
from telegram.ext import Application, CallbackQueryHandler, CommandHandler, ContextTypes

TOKEN = Path("token.txt").read_text().strip()
DATA = Path("lists.json")
ALLOWED_CHATS = {-1001234567890, 48213377}   # family group + me

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
log = logging.getLogger("shopbot")


def load():
    if DATA.exists():
        return json.loads(DATA.read_text(encoding="utf-8"))
    return {}


def save(lists):
    DATA.write_text(json.dumps(lists, ensure_ascii=False, indent=1), encoding="utf-8")


lists = load()   # {chat_id as str: [item, item, ...]}


def allowed(update: Update) -> bool:
    return update.effective_chat.id in ALLOWED_CHATS


def keyboard(items):
    rows = [[InlineKeyboardButton("\u2705 " + item, callback_data=str(i))] for i, item in enumerate(items)]
    return InlineKeyboardMarkup(rows)


async def start(update: Update, context: ContextTypes.DEFAULT_TYPE):
    await update.message.reply_text('Hi! Use /add to put things on the list, /list to see it.')


async def add_item(update: Update, context: ContextTypes.DEFAULT_TYPE):
    if not allowed(update):
        return
    text = " ".join(context.args)
    new_items = [x.strip() for x in text.split(",") if x.strip()]
    if not new_items:
        await update.message.reply_text('Usage: /add milk, eggs, bread')
        return
    items = lists.setdefault(str(update.effective_chat.id), [])
    for item in new_items:
        if item.lower() not in (i.lower() for i in items):
            items.append(item)
    save(lists)
    who = update.effective_user.first_name
    await update.message.reply_text(f"{who} added: {', '.join(new_items)} ({len(items)} on the list)")


async def show_list(update: Update, context: ContextTypes.DEFAULT_TYPE):
    if not allowed(update):
        return
    items = lists.get(str(update.effective_chat.id), [])
    if not items:
        await update.message.reply_text('There's nothing on the list \U0001F6D2')
        return
    await update.message.reply_text('Shopping list (tap to tick off):', reply_markup=keyboard(items))


async def tick_off(update: Update, context: ContextTypes.DEFAULT_TYPE):
    query = update.callback_query
    await query.answer()
    items = lists.get(str(query.message.chat.id), [])
    idx = int(query.data)
    if idx >= len(items):
        return   # old keyboard, list changed in between
    done = items.pop(idx)
   save(lists)
    log.info("%s ticked off %s", query.from_user.first_name, done)
    if items:
        await query.edit_message_text(f"Got {done}! Still needed:", reply_markup=keyboard(items))
    else:
        await query.edit_message_text(f"Got {done}! List is empty \U0001F389")


def clear(update: Update, context: ContextTypes.DEFAULT_TYPE):
    if not allowed(update):
        return
    lists[str(update.effective_chat.id)] = []
    save(lists)
    await update.message.reply_text('List cleared.')


def main():
    app = Application.builder().token(TOKEN).build()
    app.add_handler(CommandHandler("start", start))
    app.add_handler(CommandHandler("add", add_item))
    app.add_handler(CommandHandler(["list", "l"], show_list))
    app.add_handler(CommandHandler("clear", clear))
    app.add_handler(CallbackQueryHandler(tick_off))
    app.run_polling()


if __name__ == "__main__":
    main()
