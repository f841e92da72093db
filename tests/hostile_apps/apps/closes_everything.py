"""Accepts every connection and closes it at once, without a byte: a server that is up but never answers."""

import socket
import sys

server = socket.create_server(("127.0.0.1", int(sys.argv[1])))
while True:
    conn, _ = server.accept()
    conn.close()
