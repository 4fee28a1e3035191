"""
Small chat rooms over websockets for my football viewing centre (Surulere).
People join a room per match, e.g. /ws/arsenal-chelsea?name=Tunde
Run: uvicorn chat:app --host 0.0.0.0 --port 8000
"""
from collections import defaultdict
from datetime import datetime
import json

from fastapi import FastAPI, WebSocket, WebSocketDisconnect, Query
from fastapi.responses import HTMLResponse

app = FastAPI(title="Naija Match Chat")


class RoomManager:
    def __init__(self):
        self.rooms = defaultdict(dict)   # room -> {name: websocket}
        self.history = defaultdict(list)  # last messages per room

    async def join(self, room, name, ws):
        await ws.accept()
        if name in self.rooms[room]:
            # same name don dey already, add small number
            name = f"{name}_{len(self.rooms[room]) + 1}"
        self.rooms[room][name] = ws
        for old in self.history[room][-20:]:
            await ws.send_json(old)
        await self.broadcast(room, {"type": "join", "user": name, "online": list(self.rooms[room])})
        return name

    async def leave(self, room, name):
        self.rooms[room].pop(name, None)
        if not self.rooms[room]:
            del self.rooms[room]
            return
        await self.broadcast(room, {"type": "leave", "user": name, "online": list(self.rooms[room])})

    async def broadcast(self, room, payload):
        if payload["type"] == "msg":
            self.history[room].append(payload)
            self.history[room] = self.history[room][-100:]
        dead = []
        for name, ws in self.rooms[room].items():
            try:
                await ws.send_json(payload)
            except RuntimeError:
                dead.append(name)
        for name in dead:
            self.rooms[room].pop(name, None)


manager = RoomManager()


@app.get("/")
async def index():
    return HTMLResponse(open("static/index.html", encoding="utf-8").read())


@app.get("/rooms")
async def list_rooms():
    return {room: len(users) for room, users in manager.rooms.items()}


@app.websocket("/ws/{room}")
async def chat(ws: WebSocket, room: str, name: str = Query("anon", max_length=20)):
    name = await manager.join(room, name, ws)
    try:
        while True:
            raw = await ws.receive_text()
            try:
                data = json.loads(raw)
            except json.JSONDecodeError:
                data = {"text": raw}
            text = str(data.get("text", "")).strip()[:500]
            if not text:
                continue
            if text.startswith("/score "):
                # only the admin fit post score
                if name != "admin":
                    await ws.send_json({"type": "error", "text": "You no be admin 😅"})
                    continue
                await manager.broadcast(room, {"type": "score", "text": text[7:], "time": datetime.now().strftime("%H:%M")})
                continue
            await manager.broadcast(room, {
                "type": "msg",
                "user": name,
                "text": text,
                "time": datetime.now().strftime("%H:%M"),
                "typing": False,
            })
    except WebSocketDisconnect:
        await manager.leave(room, name)
