import socket


def send(sock, data):
    try:
        sock.sendall(data)
    except socket.error, (code, message):
        print("send failed:", code, message)
        return False
    return True
