"""Answers every connection with bytes that are not HTTP."""

import socket
import sys

server = socket.create_server(("127.0.0.1", int(sys.argv[1])))
while True:
    conn, _ = server.accept()
    try:
        conn.recv(65536)
        conn.sendall(b"\x00\xff SSH-2.0-not-http \r\n\r\n")
    finally:
        conn.close()
