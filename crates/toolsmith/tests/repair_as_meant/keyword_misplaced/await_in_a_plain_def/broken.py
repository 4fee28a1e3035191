from telegram import Update
from telegram.ext import ContextTypes

lists = {}


async def add(update: Update, context: ContextTypes.DEFAULT_TYPE):
    lists.setdefault(update.effective_chat.id, []).extend(context.args)
    await update.message.reply_text("Added.")


def clear(update: Update, context: ContextTypes.DEFAULT_TYPE):
    lists[update.effective_chat.id] = []
    await update.message.reply_text("List cleared.")
