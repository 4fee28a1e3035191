🚀 **Here's your Discord bot!** It uses slash commands, so it works in any server you invite it to.

import os
import random

import discord
from discord import app_commands

intents = discord.Intents.default()
client = discord.Client(intents=intents)
tree = app_commands.CommandTree(client)

QUOTES = [
    "Talk is cheap. Show me the code.",
    "First, solve the problem. Then, write the code.",
    "Simplicity is prerequisite for reliability.",


@client.event
async def on_ready():
    await tree.sync()
    print(f"Logged in as {client.user} (id {client.user.id})")


@tree.command(name="ping", description="Check that the bot is alive")
async def ping(interaction: discord.Interaction):
    latency_ms = round(client.latency * 1000)
    await interaction.response.send_message(f"🏓 Pong! {latency_ms} ms")


@tree.command(name="quote", description="Get a random programming quote")
async def quote(interaction: discord.Interaction):
    await interaction.response.send_message(random.choice(QUOTES))


@tree.command(name="roll", description="Roll some dice, e.g. 2d6")
@app_commands.describe(dice="Dice to roll, like 1d20 or 3d6")
async def roll(interaction: discord.Interaction, dice: str = "1d6"):
    try:
        count, sides = (int(x) for x in dice.lower().split("d"))
    except ValueError:
        await interaction.response.send_message("❌ Use the format NdM, e.g. 2d6", ephemeral=True)
        return
    rolls = [random.randint(1, sides) for _ in range(min(count, 20))]
    await interaction.response.send_message(
        f"🎲 {dice}: {', '.join(map(str, rolls))} (total **{sum(rolls)}**)"
    )


client.run(os.environ["DISCORD_TOKEN"])

✨ **Features:**
- ✅ `/ping` shows the latency
- ✅ `/quote` sends a random quote
- ✅ `/roll 2d6` rolls dice

⚠️ **Don't forget** to set the `DISCORD_TOKEN` environment variable before running it! 🎉
