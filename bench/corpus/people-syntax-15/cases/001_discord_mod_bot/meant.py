# bot de moderação do servidor "Galera do Mine"
# feito por: Theo (ninguém mexe sem me avisar!!)
# discord.py 2.3

import os
import json
import datetime
import discord
from discord.ext import commands

TOKEN = os.getenv("DISCORD_TOKEN")
PREFIXO = "!"
CANAL_LOGS = 1123456789012345678  # canal #logs-mod

intents = discord.Intents.default()
intents.message_content = True
intents.members = True

bot = commands.Bot(command_prefix=PREFIXO, intents=intents)

PALAVROES = ["palavrao1", "palavrao2", "noob lixo"]  # TODO colocar mais

# avisos ficam salvos num json pq eu nao sei usar banco de dados ainda kkk
ARQ_AVISOS = "avisos.json"


def carregar_avisos():
    if not os.path.exists(ARQ_AVISOS):
        return {}
    with open(ARQ_AVISOS, "r", encoding="utf-8") as f:
        return json.load(f)


def salvar_avisos(avisos):
    with open(ARQ_AVISOS, "w", encoding="utf-8") as f:
        json.dump(avisos, f, indent=2, ensure_ascii=False)


avisos = carregar_avisos()


async def mandar_log(guild, texto):
    canal = guild.get_channel(CANAL_LOGS)
    if canal is None:
        print("canal de log nao achado :(")
        return
    embed = discord.Embed(
        title="📋 Log de moderação",
        description=texto,
        color=discord.Color.orange(),
        timestamp=datetime.datetime.now(),
    )
    await canal.send(embed=embed)


@bot.event
async def on_ready():
    print(f"Logado como {bot.user} (id {bot.user.id})")
    await bot.change_presence(activity=discord.Game(name="vigiando vcs 👀"))


@bot.event
async def on_message(message):
    if message.author.bot:
        return
    texto = message.content.lower()
    for p in PALAVROES:
        if p in texto:
            await message.delete()
            await message.channel.send(f"{message.author.mention} olha a boca! 🤬", delete_after=5)
            await mandar_log(message.guild, f"Mensagem de {message.author} apagada: ||{message.content}||")
            return
    await bot.process_commands(message)


@bot.command(name="avisar", help="Dá um aviso pra alguém")
@commands.has_permissions(kick_members=True)
async def avisar(ctx, membro: discord.Member, *, motivo="sem motivo"):
    uid = str(membro.id)
    avisos.setdefault(uid, []).append({"motivo": motivo, "por": str(ctx.author), "quando": str(datetime.date.today())})
    salvar_avisos(avisos)
    qtd = len(avisos[uid])
    await ctx.send(f"⚠️ {membro.mention} levou um aviso ({qtd}/3): {motivo}")
    await mandar_log(ctx.guild, f"{ctx.author} avisou {membro}: {motivo}")
    if qtd >= 3:
        await membro.kick(reason="3 avisos")
        await ctx.send(f"👢 {membro.name} foi expulso por ter 3 avisos")


@bot.command(name="avisos")
async def ver_avisos(ctx, membro: discord.Member = None):
    membro = membro or ctx.author
    lista = avisos.get(str(membro.id), [])
    if len(lista) == 0:
        await ctx.send(f"{membro.name} não tem avisos ✅")
        return
    embed = discord.Embed(title=f"Avisos de {membro.name}", color=discord.Color.red())
    for i, a in enumerate(lista, start=1):
        embed.add_field(name=f"#{i} - {a['quando']}", value=f"{a['motivo']} (por {a['por']})", inline=False)
    await ctx.send(embed=embed)


@bot.command(name="limpar")
@commands.has_permissions(manage_messages=True)
async def limpar(ctx, quantidade: int = 10):
    if quantidade > 100:
        quantidade = 100
    apagadas = await ctx.channel.purge(limit=quantidade + 1)
    await ctx.send(f"🧹 Apaguei {len(apagadas) - 1} mensagens", delete_after=4)


@bot.command(name="ban")
@commands.has_permissions(ban_members=True)
async def banir(ctx, membro: discord.Member, *, motivo=None):
    await membro.ban(reason=motivo)
    await ctx.send(f"🔨 {membro.name} foi banido. Motivo: {motivo}")
    await mandar_log(ctx.guild, f"{ctx.author} baniu {membro} ({motivo})")


@avisar.error
@limpar.error
@banir.error
async def erro_permissao(ctx, error):
    if isinstance(error, commands.MissingPermissions):
        await ctx.send("Você não tem permissão pra isso 😤")
    elif isinstance(error, commands.MemberNotFound):
        await ctx.send("Não achei esse membro")
    else:
        print("erro:", error)


bot.run(TOKEN)
