"""Confine a submission's commands with bubblewrap: the system read-only, its own folders writable, its own /tmp,
its own PID namespace, and (for the app and the front end) no network but its own loopback.

What the submission may write: its temporary copy, its home (caches), its TMPDIR, the SQLite file's folder, and
the folder of relay sockets. Everything else of the machine is visible read-only (a clone needs the system's
Python, Node and libraries), and nothing it does outlives bwrap (--die-with-parent). The verifier and the browser
reach a sandboxed port through relay.py: fgb listens on the host's port, a relay inside connects to the app's.
Installs keep the network (pip and npm fetch packages) but not the file system.
"""

from __future__ import annotations

import functools
import shlex
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

RELAY = Path(__file__).with_name("relay.py")


def package_folders() -> list[Path]:
    """Where fgb's own code is imported from: the package and its generated models (an editable install maps
    `forgingground.generated` to the checkout's generated/)."""
    import forgingground
    import forgingground.generated

    return [Path(p).resolve() for module in (forgingground, forgingground.generated) for p in module.__path__]


BWRAP_BASE = ["--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp", "--unshare-pid", "--die-with-parent"]


@functools.cache
def unavailable() -> str | None:
    """Why bubblewrap cannot confine commands on this machine, or None when it can."""
    bwrap = shutil.which("bwrap")
    if not bwrap:
        return "bubblewrap is not installed (apt-get install bubblewrap)"
    try:
        probe = subprocess.run([bwrap, *BWRAP_BASE, "--unshare-net", "true"], capture_output=True, text=True, timeout=20)
    except (OSError, subprocess.SubprocessError) as exc:
        return f"bwrap cannot run: {exc}"
    if probe.returncode != 0:
        return f"bwrap cannot make namespaces here: {probe.stderr.strip()[:300]}"
    return None


@dataclass
class Sandbox:
    """The writable folders of one submission and where its relay sockets live."""

    sockets: Path
    home: Path
    writable: list[Path] = field(default_factory=list)
    hidden: list[Path] = field(default_factory=list)  # folders shown empty: the checkout's held-out graders

    def socket_for(self, port: int) -> Path:
        return self.sockets / f"port-{port}.sock"

    def command(
        self,
        command: str,
        cwd: Path,
        *,
        serve: int | None = None,
        reach: dict[int, Path] | None = None,
        also: list[Path] | None = None,
    ) -> str:
        """The shell command that runs `command` in the sandbox from cwd; `serve` (a port the command listens on)
        is reachable outside through socket_for(port); each `reach` port inside leads to the socket outside.
        Without serve or reach the command keeps the network (an install). `also`: more writable folders."""
        binds: list[str] = []
        for folder in _under_private_tmp([Path(sys.prefix), Path(sys.base_prefix), *package_folders()]):
            binds += ["--ro-bind", str(folder), str(folder)]  # fgb's Python and package, when they live in /tmp
        for folder in [self.sockets, self.home, *self.writable, *(also or [])]:
            folder.mkdir(parents=True, exist_ok=True)
            binds += ["--bind", str(folder), str(folder)]
        for target in (reach or {}).values():  # a server's socket outside (/tmp inside is the sandbox's own)
            if not any(target.is_relative_to(f) for f in [self.sockets, self.home, *self.writable, *(also or [])]):
                binds += ["--ro-bind", str(target.parent), str(target.parent)]
        for folder in self.hidden:
            binds += ["--tmpfs", str(folder)] if folder.is_dir() else []
        offline = serve is not None or bool(reach)
        argv = ["bwrap", *BWRAP_BASE, *(["--unshare-net"] if offline else []), *binds]
        argv += ["--setenv", "HOME", str(self.home), "--chdir", str(cwd)]
        relay = f"{shlex.quote(sys.executable)} -I {shlex.quote(str(RELAY))}"
        inner = []
        if serve is not None:
            inner.append(f"{relay} serve {shlex.quote(str(self.socket_for(serve)))} {serve} &")
        for port, target in (reach or {}).items():
            inner.append(f"{relay} reach {port} {shlex.quote(str(target))} &")
        if reach:
            inner.append("sleep 0.3;")  # the reach relays listen before the app first connects to them
        inner.append(f"exec /bin/sh -c {shlex.quote(command)}")
        return shlex.join([*argv, "--", "/bin/sh", "-c", " ".join(inner)])


def _under_private_tmp(folders: list[Path]) -> list[Path]:
    """The folders the sandbox's own /tmp would hide (a checkout or a venv made in /tmp, as CI does)."""
    tmp = Path("/tmp").resolve()
    found: list[Path] = []
    for folder in (f.resolve() for f in folders):
        if folder.is_relative_to(tmp) and folder != tmp and not any(folder.is_relative_to(f) for f in found):
            found.append(folder)
    return found
