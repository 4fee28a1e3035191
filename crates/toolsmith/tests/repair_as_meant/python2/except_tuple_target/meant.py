import socket


def send(sock, data):
    try:
        sock.sendall(data)
    except socket.error as e:
        code, message = e.args
        print("send failed:", code, message)
        return False
    return True
