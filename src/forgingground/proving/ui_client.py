"""The command Stryker runs per UI mutant: ask the campaign's warm worker (proving/ui_worker.py) to run it.

`python ui_client.py SOCKET -- <the ui_mutant command>`: sends __STRYKER_ACTIVE_MUTANT__ to the worker, prints its
lines and exits with its code. Standard library only, run as a script: it starts in milliseconds. When the worker
cannot be reached or answers an error, it runs the ui_mutant command itself (slower, the same verdict).
"""

from __future__ import annotations

import json
import os
import socket
import sys

ACTIVE = "__STRYKER_ACTIVE_MUTANT__"


def ask(path: str, mutant: str | None) -> dict | None:
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as connection:
            connection.settimeout(10)
            connection.connect(path)
            connection.settimeout(None)  # a run takes what it takes: Stryker's own timeout bounds it
            with connection.makefile("rwb") as stream:
                stream.write(json.dumps({"mutant": mutant}).encode() + b"\n")
                stream.flush()
                reply = json.loads(stream.readline() or b"null")
    except (OSError, ValueError):
        return None
    return reply if isinstance(reply, dict) and "code" in reply else None


def main(argv: list[str]) -> int:
    if len(argv) < 3 or argv[1] != "--":
        print("usage: ui_client.py SOCKET -- <ui_mutant command>", file=sys.stderr)
        return 2
    reply = ask(argv[0], os.environ.get(ACTIVE))
    if reply is None:
        os.execvp(argv[2], argv[2:])  # the worker is gone or sick: run the mutant here
    for line in reply.get("lines") or []:
        print(line)
    return int(reply["code"])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
