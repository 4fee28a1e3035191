import asyncio
import os

import discord
import yt_dlp

# bot de musica para el server de la prepa
# comandos: !play <cancion>, !skip, !cola, !salir
# necesita ffmpeg instalado (choco install ffmpeg en windows)

intents = discord.Intents.default()
intents.message_content = True
client = discord.Client(intents=intents)

YDL_OPTS = {
    "format": "bestaudio/best",
    "noplaylist": True,
    "quiet": True,
    "default_search": "ytsearch",
}
FFMPEG_OPTS = {
    "before_options": "-reconnect 1 -reconnect_streamed 1 -reconnect_delay_max 5",
    "options": "-vn",
}

colas = {}  # guild_id -> lista de canciones


def buscar(query):
    with yt_dlp.YoutubeDL(YDL_OPTS) as ydl:
        info = ydl.extract_info(query, download=False)
        if "entries" in info:
            info = info["entries"][0]
        return {"url": info["url"], "title": info["title"], "duracion": info.get("duration", 0)}


def siguiente(guild, voice_client):
    cola = colas.get(guild.id, [])
    if not cola:
        asyncio.run_coroutine_threadsafe(voice_client.disconnect(), client.loop)
        return
    cancion = cola.pop(0)
    fuente = discord.FFmpegPCMAudio(cancion["url"], **FFMPEG_OPTS)
    voice_client.play(fuente, after=lambda e: siguiente(guild, voice_client))


@client.event async def on_ready():
    print(f"ya jalo 🎵 {client.user}")


@client.event
async def on_message(message):
    if message.author == client.user:
        return
    if not message.content.startswith("!"):
        return

    partes = message.content.split(" ", 1)
    comando = partes[0][1:].lower()

    if comando == "play":
        if message.author.voice is None:
            await message.channel.send("metete a un canal de voz primero 🙄")
            return
        if len(partes) < 2:
            await message.channel.send("uso: !play <cancion o link>")
            return
        vc = message.guild.voice_client
        if vc is None:
            vc = await message.author.voice.channel.connect()
        cancion = await asyncio.to_thread(buscar, partes[1])
        colas.setdefault(message.guild.id, []).append(cancion)
        mins, segs = divmod(cancion["duracion"], 60)
        embed = discord.Embed(
            title="Agregada a la cola 🎶",
            description=f"**{cancion['title']}** ({mins}:{segs:02d})",
            color=discord.Color.blue(),
        )
        embed.set_footer(text=f"pedida por {message.author.display_name}"
        await message.channel.send(embed=embed)
        if !vc.is_playing() && !vc.is_paused():
            siguiente(message.guild, vc)

    elif comando == "skip":
        vc = message.guild.voice_client
        if vc and vc.is_playing():
            vc.stop()
            await message.channel.send(f"⏭ {message.author.mention} se salto la cancion")

    else if comando == "cola":
        cola = colas.get(message.guild.id, [])
        if not cola:
            await message.channel.send("la cola esta vacia")
        else:
            texto = "\n".join(f"{i}. {c['title']}" for i, c in enumerate(cola, 1))
            await message.channel.send(f"```\n{texto}\n```")

    elif comando == "salir":
        colas.pop(message.guild.id, None)
        if message.guild.voice_client:
            await message.guild.voice_client.disconnect()
        await message.channel.send("bye 👋")


client.run(os.getenv("TOKEN"))
