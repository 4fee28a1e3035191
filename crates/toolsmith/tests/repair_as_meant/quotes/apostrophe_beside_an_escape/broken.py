async def empty(update):
    await update.message.reply_text('There's nothing on the list \U0001F6D2')
