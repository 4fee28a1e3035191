# Bilgi yarışması botu - /soru komutu ile butonlu soru atar
# Sınıfın discord sunucusu için yaptım (Ege, 10-C)
import json
import random

import discord
from discord import app_commands

GUILD_ID = discord.Object(id=987654321098765432)

with open("sorular.json", encoding="utf-8") as f:
    SORULAR = json.load(f)

puanlar = {}


class SoruView(discord.ui.View)
    def __init__(self, soru):
        super().__init__(timeout=30)
        self.soru = soru
        self.cevaplayanlar = set()

    async def kontrol(self, interaction: discord.Interaction, secim: str):
        if interaction.user.id in self.cevaplayanlar:
            await interaction.response.send_message("Zaten cevapladın 😄", ephemeral=True)
            return
        self.cevaplayanlar.add(interaction.user.id)
        if secim == self.soru["dogru"]:
            puanlar[interaction.user.id] = puanlar.get(interaction.user.id, 0) + 10
            await interaction.response.send_message(f"✅ Doğru! +10 puan ({puanlar[interaction.user.id]})", ephemeral=True)
        else:
            await interaction.response.send_message(f"❌ Yanlış, doğru cevap: {self.soru['dogru']}", ephemeral=True)

    @discord.ui.button(label="A", style=discord.ButtonStyle.primary)
    async def a(self, interaction: discord.Interaction, button: discord.ui.Button):
        await self.kontrol(interaction, "A")

    @discord.ui.button(label="B", style=discord.ButtonStyle.primary)
    async def b(self, interaction: discord.Interaction, button: discord.ui.Button):
        await self.kontrol(interaction, "B")

    @discord.ui.button(label="C", style=discord.ButtonStyle.primary
    async def c(self, interaction: discord.Interaction, button: discord.ui.Button):
        await self.kontrol(interaction, "C")

    @discord.ui.button(label="D", style=discord.ButtonStyle.primary)
    async def d(self, interaction: discord.Interaction, button: discord.ui.Button):
        await self.kontrol(interaction, "D")

  async def on_timeout(self):
      for item in self.children:
          item.disabled = True


class Bot(discord.Client):
    def __init__(self):
        super().__init__(intents=discord.Intents.default())
        self.tree = app_commands.CommandTree(self)

    async def setup_hook(self):
        self.tree.copy_global_to(guild=GUILD_ID)
        await self.tree.sync(guild=GUILD_ID)


bot = Bot()


@bot.tree.command(name="soru", description="Rastgele bir soru sorar")
@app_commands.describe(kategori="tarih, cografya, bilim (boş bırakırsan karışık)")
async def soru(interaction: discord.Interaction, kategori: str = None):
    havuz = [s for s in SORULAR if kategori is None or s["kategori"] == kategori]
    if not havuz:
        await interaction.response.send_message("Bu kategoride soru yok 🤷", ephemeral=True)
        return
    s = random.choice(havuz)
    embed = discord.Embed(title=f"📚 {s['kategori'].title()} sorusu", description=s["soru"], color=0xE67E22)
    for harf in "ABCD":
        embed.add_field(name=harf, value=s["secenekler"][harf], inline=True)
    embed.set_footer(text="30 saniyen var!")
    await interaction.response.send_message(embed=embed, view=SoruView(s))


@bot.tree.command(name="puan", description="Puan tablosu")
async def puan(interaction: discord.Interaction):
    if not puanlar:
        await interaction.response.send_message("Henüz kimse puan almadı")
        return
    sirali = sorted(puanlar.items(), key=lambda x: x[1], reverse=True)[:10]
    satirlar = []
    for i, (uid, p) in enumerate(sirali, start=1):
        madalya = {1: "🥇", 2: "🥈", 3: "🥉"}.get(i, f"{i}.")
        satirlar.append(f"{madalya} <@{uid}> — {p} puan")
    await interaction.response.send_message("\n".join(satirlar))


bot.run(open("token.txt").read().strip())
