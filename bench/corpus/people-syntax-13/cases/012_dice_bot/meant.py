import os
import random
import re

import discord
from discord.ext import commands
from dotenv import load_dotenv

load_dotenv()
TOKEN = os.getenv("DISCORD_TOKEN")

intents = discord.Intents.default()
intents.message_content = True
bot = commands.Bot(command_prefix="!", intents=intents)

# 2d6+3, d20, 4d6kh3 (keep highest 3), 1d8-1
DICE_RE = re.compile(r"^(\d*)d(\d+)(kh\d+|kl\d+)?([+-]\d+)?$")

# initiative per channel: {channel_id: [(name, roll), ...]}
initiative = {}


def roll_dice(expr):
    m = DICE_RE.match(expr.replace(" ", "").lower())
    if not m:
        return None
    count = int(m.group(1) or 1)
    sides = int(m.group(2))
    if count > 100 or sides > 1000:
        return None
    rolls = [random.randint(1, sides) for _ in range(count)]
    kept = rolls
    if m.group(3):
        n = int(m.group(3)[2:])
        kept = sorted(rolls, reverse=m.group(3).startswith("kh"))[:n]
    mod = int(m.group(4) or 0)
    return {"rolls": rolls, "kept": kept, "mod": mod, "total": sum(kept) + mod}


@bot.event
async def on_ready():
    print(f"Logged in as {bot.user} (id {bot.user.id})")
    await bot.change_presence(activity=discord.Game(name="!roll 1d20"))


@bot.command(name="roll", aliases=["r"])
async def roll(ctx, *, expr: str = "1d20"):
    result = roll_dice(expr)
    if result is None:
        await ctx.send("Can't read that. Try something like `2d6+3` or `4d6kh3`.")
        return
    text = f"{ctx.author.display_name} rolled **{result['total']}**"
    if len(result["rolls"]) > 1 or result["mod"]:
        text += f"  ({' + '.join(map(str, result['kept']))}"
        if result["mod"]:
            text += f" {'+' if result['mod'] > 0 else '-'} {abs(result['mod'])}"
        text += ")"
    if expr.strip() in ("1d20", "d20") and result["total"] == 20:
        text += "  NAT 20!! \U0001F389"
    await ctx.send(text)


@bot.group(name="init", invoke_without_command=True)
async def init(ctx):
    order = initiative.get(ctx.channel.id, [])
    if not order:
        await ctx.send("No initiative yet. Use `!init add <name> <bonus>`.")
        return
    embed = discord.Embed(title="Initiative order", colour=discord.Colour.dark_red())
    for pos, (name, value) in enumerate(order, start=1):
        embed.add_field(
            name=f"{pos}. {name}",
            value=str(value),
            inline=False,
        )
    await ctx.send(embed=embed)


@init.command(name="add")
async def init_add(ctx, name: str, bonus: int = 0):
    value = random.randint(1, 20) + bonus
    order = initiative.setdefault(ctx.channel.id, [])
    order.append((name, value))
    order.sort(key=lambda entry: entry[1], reverse=True)
    await ctx.send(f"{name} rolls initiative: **{value}**")


@init.command(name="clear")
async def init_clear(ctx):
    initiative.pop(ctx.channel.id, None)
    await ctx.send("Initiative cleared. Roll for the next fight!")


@bot.event
async def on_command_error(ctx, error):
    if isinstance(error, commands.MissingRequiredArgument):
        await ctx.send(f"Missing argument: `{error.param.name}`")
    elif isinstance(error, commands.BadArgument):
        await ctx.send("The bonus has to be a number, e.g. `!init add Grog 2`")
    else:
        raise error


bot.run(TOKEN)
