"""A server that closes a kept-alive connection as a request arrives on it: the race that made a reset fail in CI."""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator

import pytest

from forgingground.engine.http import AppClient, Deadline, Limits

ANSWER = b'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 11\r\nconnection: keep-alive\r\n\r\n{"ok":true}'


class ClosingServer:
    """Answers the first request of each connection; closes the connection, unanswered, when a second one comes."""

    def __init__(self) -> None:
        self.sock = socket.create_server(("127.0.0.1", 0))
        self.port = self.sock.getsockname()[1]
        self.requests: list[str] = []
        self.connections = 0
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self) -> None:
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            self.connections += 1
            threading.Thread(target=self._connection, args=(conn,), daemon=True).start()

    def _connection(self, conn: socket.socket) -> None:
        with conn:
            for answered in (True, False):
                head = self._read_request(conn)
                if head is None:
                    return
                self.requests.append(head)
                if not answered:
                    return  # closed with the request read and no answer: the client sees a disconnect
                conn.sendall(ANSWER)

    @staticmethod
    def _read_request(conn: socket.socket) -> str | None:
        data = b""
        while b"\r\n\r\n" not in data:
            chunk = conn.recv(4096)
            if not chunk:
                return None
            data += chunk
        head, _, body = data.partition(b"\r\n\r\n")
        length = next((int(line.split(b":")[1]) for line in head.split(b"\r\n") if line.lower().startswith(b"content-length")), 0)
        while len(body) < length:
            body += conn.recv(4096)
        return head.split(b"\r\n")[0].decode()


@pytest.fixture
def server() -> Iterator[ClosingServer]:
    s = ClosingServer()
    yield s
    s.sock.close()


def client_for(server: ClosingServer) -> AppClient:
    return AppClient(f"http://127.0.0.1:{server.port}", Limits(), Deadline(30))


def test_a_reset_sent_on_a_connection_the_app_closes_is_sent_again_on_a_fresh_one(server: ClosingServer) -> None:
    client = client_for(server)
    assert client.request("GET", "/api/state", step="state", protocol=True).status == 200
    reset = client.request("POST", "/api/reset", body={"now": "2026-01-01T00:00:00Z"}, has_body=True, protocol=True)
    assert reset.status == 200 and reset.error is None
    assert server.requests.count("POST /api/reset HTTP/1.1") == 2 and server.connections == 2
    client.close()


def test_an_endpoints_write_is_never_sent_twice(server: ClosingServer) -> None:
    client = client_for(server)
    assert client.request("GET", "/api/items").status == 200
    sent = client.request("POST", "/api/items", body={"name": "x"}, has_body=True)
    assert sent.status is None and sent.error_kind == "connection" and "closed" in (sent.error or "")
    assert server.requests.count("POST /api/items HTTP/1.1") == 1
    client.close()
