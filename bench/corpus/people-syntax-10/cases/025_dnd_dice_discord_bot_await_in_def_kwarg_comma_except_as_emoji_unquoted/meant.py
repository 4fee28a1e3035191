# dicebot.py - dice and coin bot for our D&D server
import os
import random
import re

import discord
from discord.ext import commands

intents = discord.Intents.default()
intents.message_content = True
bot = commands.Bot(command_prefix="!", intents=intents)

DICE_RE = re.compile(r"^(\d*)d(\d+)([+-]\d+)?$")
MAX_DICE = 50


def parse_dice(spec):
    m = DICE_RE.match(spec.strip().lower())
    if not m:
        raise ValueError(f"I don't understand {spec!r}, try something like 2d6+3")
    count = int(m.group(1) or 1)
    sides = int(m.group(2))
    bonus = int(m.group(3) or 0)
    if count > MAX_DICE or sides < 2:
        raise ValueError("that is too many dice (or too few sides)")
    return count, sides, bonus


@bot.event
async def on_ready():
    print(f"Logged in as {bot.user} (id {bot.user.id})")


@bot.command(help="Roll dice, e.g. !roll 2d6+3")
async def roll(ctx, spec: str = "1d20"):
    try:
        count, sides, bonus = parse_dice(spec)
    except ValueError as e:
        await ctx.send(str(e))
        return
    rolls = [random.randint(1, sides) for _ in range(count)]
    total = sum(rolls) + bonus
    embed = discord.Embed(title=f"{ctx.author.display_name} rolls {spec}", colour=0x8E44AD)
    embed.add_field(name="Rolls", value=", ".join(map(str, rolls)), inline=False)
    embed.add_field(name="Total", value=str(total), inline=False)
    if count == 1 and sides == 20 and rolls[0] == 20:
        embed.set_footer(text="NATURAL 20!")
        await ctx.message.add_reaction("🎉")
    await ctx.send(embed=embed)


@bot.command(help="Flip a coin")
async def coin(ctx):
    await ctx.send(random.choice(["Heads", "Tails"]))


@bot.command(help="Roll initiative for everyone mentioned")
async def init(ctx, *members: discord.Member):
    if not members:
        await ctx.send("Mention the players, e.g. !init @Ana @Ben")
        return
    order = sorted(((random.randint(1, 20), m.display_name) for m in members), reverse=True)
    lines = [f"{score:>2}  {name}" for score, name in order]
    await ctx.send("Initiative:\n```\n" + "\n".join(lines) + "\n```")


bot.run(os.environ["DISCORD_TOKEN"])
