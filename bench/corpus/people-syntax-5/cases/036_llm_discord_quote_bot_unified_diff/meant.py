import os
import time

import discord
from discord.ext import commands

intents = discord.Intents.default()
intents.message_content = True
bot = commands.Bot(command_prefix="!", intents=intents)

COOLDOWN_SECONDS = 30
last_used: dict[int, float] = {}

QUOTES = [
    "Premature optimization is the root of all evil.",
    "Simple is better than complex.",
    "Talk is cheap. Show me the code.",
]


@bot.event
async def on_ready():
    print(f"logged in as {bot.user} ({bot.user.id})")


@bot.command(name="quote")
async def quote(ctx: commands.Context, index: int = -1):
    now = time.monotonic()
    wait = COOLDOWN_SECONDS - (now - last_used.get(ctx.author.id, 0))
    if wait > 0:
        await ctx.reply(f"slow down, try again in {wait:.0f}s")
        return
    last_used[ctx.author.id] = now
    if not 0 <= index < len(QUOTES):
        index = int(now) % len(QUOTES)
    await ctx.send(f"> {QUOTES[index]}")


@bot.command(name="ping")
async def ping(ctx: commands.Context):
    await ctx.send(f"pong ({bot.latency * 1000:.0f} ms)")


bot.run(os.environ["DISCORD_TOKEN"])
