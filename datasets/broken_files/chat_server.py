"""Simple multi-client chat server (networking assignment, week 6)."""
import socket
import threading
from datetime import datetime

HOST = "127.0.0.1"
PORT = 5050
ENCODING = "utf-8"

clients = {}          # socket -> nickname
lock = threading.Lock()


def timestamp():
    # har message ke saath time dikhana hai
    return datetime.now().strftime("%H:%M:%S")


def broadcast(message, sender=None)
    """Send message to every client except the sender."""
    with lock:
        targets = [c for c in clients if c is not sender
    for conn in targets:
        try:
            conn.sendall(message.encode(ENCODING))
        except OSError:
        remove_client(conn)


def remove_client(conn):
    with lock:
        nickname = clients.pop(conn, None)
    if nickname is not None:
        conn.close()
        broadcast(f"[{timestamp()}] {nickname} left the chat\n"))


def handle_command(conn, text):
    # commands: /users, /nick NAME, /quit
    parts = text.split(maxsplit=1)
    command = parts[0].lower()
    if command == "/users":
        with lock:
            names = ", ".join(sorted(clients.values()))
        conn.sendall(f"online: {names}\n".encode(ENCODING))
    else if command == "/nick" and len(parts) == 2:
        with lock:
            old = clients[conn]
            clients[conn] = parts[1].strip()
        broadcast(f"[{timestamp()}] {old} is now {parts[1].strip()}\n")
    elif command == "/quit":
        remove_client(conn)
        return False
    else:
        conn.sendall(b"unknown command\n")
    return True


def handle_client(conn, addr):
    conn.sendall(b"nickname? ")
    nickname = conn.recv(1024).decode(ENCODING).strip() or f"guest{addr[1]}"
    with lock:
        clients[conn] = nickname
    broadcast(f"[{timestamp()}] {nickname} joined\n", sender=conn)
    while True:
        try:
            data = conn.recv(1024)
        except ConnectionResetError:
            break
        if not data:
            brake
        text = data.decode(ENCODING, errors="replace").strip()
        if text.startswith("/"):
            if not handle_command(conn, text)
                return
            continue
        broadcast(f"[{timestamp()}] {nickname}: {text}\n", sender=conn)
    remove_client(conn)


def main():
    server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    server.bind((HOST, PORT))
    server.listen()
    print(f"listening on {HOST}:{PORT}")
    try:
        while True:
            conn, addr = server.accept()
            thread = threading.Thread(target=handle_client, args=(conn addr), daemon=True)
            thread.start()
            print(f"active connections: {threading.active_count() - 1}")
    except KeyboardInterrupt:
        print("\nshutting down")
    finally:
        server.close()


if __name__ == "__main__":
    main()
