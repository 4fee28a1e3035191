import os
import random
import re

import discord
from discord.ext import commands

intents = discord.Intents.default()
intents.message_content = True
bot = commands.Bot(command_prefix="!", intents=intents)

DICE_RE = re.compile(r"^(\d*)d(\d+)([+-]\d+)?$")

CHARACTERS = {
    "thorin": {"class": "fighter", "hp": 34},
    "elowen": {"class": "wizard", "hp": 18},
    "pip": {"class": "rogue", "hp": 22},
}


@bot.event
async def on_ready():
    print(f"Logged in as {bot.user} (id {bot.user.id})")


@bot.command(name="roll", help="Roll dice, e.g. !roll 2d6+3")
async def roll(ctx, spec: str = "1d20"):
    m = DICE_RE.match(spec.replace(" ", ""))
    if not m:
        await ctx.send("I don't understand that. Try `!roll 2d6+3`")
        return
    count = int(m.group(1) or 1)
    sides = int(m.group(2))
    bonus = int(m.group(3) or 0)
    rolls = [random.randint(1, sides) for _ in range(count)]
    total = sum(rolls) + bonus
    embed = discord.Embed(title=f"{ctx.author.display_name} rolls {spec}",
                          description=f"**{total}**")
    embed.add_field(name="Rolls", value=", ".join(map(str, rolls)))
    if bonus:
        embed.add_field(name="Bonus", value=f"{bonus:+d}")
    await ctx.send(embed=embed)


@bot.command(name="char")
async def char(ctx, name: str):
    info = CHARACTERS.get(name.lower())
    if info is None:
        await ctx.send(f"No character called {name}")
        return
    await ctx.send(f"{name.title()} the {info['class']} has {info['hp']} HP")


if __name__ == "__main__":
    try:
        bot.run(os.environ["DISCORD_TOKEN"])
    except KeyError as e:
        print("Set the DISCORD_TOKEN environment variable first", e)
