"""Carry TCP connections across a network namespace's wall through a Unix socket file both sides can see.

A sandboxed submission has its own loopback and nothing else. The verifier and the browser reach its port through
two relays: outside, fgb listens on the host's 127.0.0.1:PORT and forwards each connection to a socket file;
inside, `relay.py serve SOCK PORT` accepts on that file and connects to the app's 127.0.0.1:PORT. The other way,
`relay.py reach PORT SOCK` lets the app reach a server outside (its PostgreSQL, the API for a front end) at
127.0.0.1:PORT. Only the standard library: it runs inside the sandbox as a script.
"""

from __future__ import annotations

import os
import socket
import sys
import threading
from collections.abc import Callable
from pathlib import Path

CHUNK = 65536


def pump(source: socket.socket, target: socket.socket) -> None:
    """Copy bytes one way until the source ends, then pass the end on (half-close) so replies still flow."""
    try:
        while data := source.recv(CHUNK):
            target.sendall(data)
    except OSError:
        pass
    finally:
        try:
            target.shutdown(socket.SHUT_WR)
        except OSError:
            pass


def join(a: socket.socket, b: socket.socket) -> None:
    """Relay both ways; close both when both directions ended."""
    back = threading.Thread(target=pump, args=(b, a), daemon=True)
    back.start()
    pump(a, b)
    back.join()
    a.close()
    b.close()


def serve_forever(listener: socket.socket, connect: Callable[[], socket.socket], stop: threading.Event | None = None) -> None:
    """Accept on listener, connect the other side per connection, relay in a thread each."""
    while stop is None or not stop.is_set():
        try:
            client, _ = listener.accept()
        except OSError:
            return  # the listener was closed: the relay is over
        try:
            upstream = connect()
        except OSError:
            client.close()  # the other side is not there (yet): the client sees the connection closed
            continue
        threading.Thread(target=join, args=(client, upstream), daemon=True).start()


def unix_listener(path: Path) -> socket.socket:
    path.unlink(missing_ok=True)
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(str(path))
    os.chmod(path, 0o777)
    listener.listen(128)
    return listener


def tcp_listener(port: int) -> socket.socket:
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", port))
    listener.listen(128)
    return listener


def to_unix(path: Path) -> Callable[[], socket.socket]:
    def connect() -> socket.socket:
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            s.connect(str(path))
        except OSError:
            s.close()
            raise
        return s

    return connect


def to_tcp(port: int) -> Callable[[], socket.socket]:
    return lambda: socket.create_connection(("127.0.0.1", port))


class OutsideRelay:
    """fgb's half: the host's 127.0.0.1:port forwarded to a socket file, in a daemon thread until close()."""

    def __init__(self, port: int, path: Path) -> None:
        self.listener = tcp_listener(port)  # raises OSError when another program holds the port
        self.stop = threading.Event()
        self.thread = threading.Thread(target=serve_forever, args=(self.listener, to_unix(path), self.stop), daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.stop.set()
        try:
            self.listener.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        self.listener.close()


def main(argv: list[str]) -> int:
    if len(argv) == 3 and argv[0] == "serve":
        serve_forever(unix_listener(Path(argv[1])), to_tcp(int(argv[2])))
        return 0
    if len(argv) == 3 and argv[0] == "reach":
        serve_forever(tcp_listener(int(argv[1])), to_unix(Path(argv[2])))
        return 0
    print("usage: relay.py serve SOCK PORT | relay.py reach PORT SOCK", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
