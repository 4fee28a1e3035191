"""A line-based TCP echo/uppercase server (from a 2008 book, moved to Python 3)."""
import errno
import socket
import sys

HOST = "0.0.0.0"
PORT = 7070
BACKLOG = 5


def handle(conn, addr):
    f = conn.makefile("rw", encoding="utf-8", newline="\n")
    f.write("hello %s:%d, send lines, QUIT to stop\n" % addr)
    f.flush()
    for line in f:
        line = line.rstrip("\n")
        if line = "QUIT":
            f.write("bye\n")
            break
        f.write(line.upper() + "\n")
        f.flush()
    f.close()


def serve(host, port):
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        s.bind((host, port))
    except socket.error, (code, message):
        if code == errno.EADDRINUSE:
            raise SystemExit, "port %d is already in use" % port
        raise
    s.listen(BACKLOG)
    print "listening on %s:%d" % (host, port)
    while True:
        conn, addr = s.accept()
        print("connection from %s:%d" % addr)
        try:
            handle(conn, addr)
        except socket.error as e:
            print("client error:", e)
        finally:
            conn.close()


if __name__ == "__main__":
    port = int(sys.argv[1]) if len(sys.argv) > 1 else PORT
    serve(HOST, port)
