"""A Python environment of the submission's own, for a sandboxed evaluation: fgb's environment is read-only there,
so `pip install` goes into this one, which still sees every package fgb's environment has (a .pth file)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import sysconfig
from pathlib import Path

PIP_WRAPPER = '#!/bin/sh\nexec "$(dirname "$0")/python" -m pip "$@"\n'


def make_venv(folder: Path) -> Path:
    """Create the environment in `folder`; return its bin folder (put it first on PATH). Raises OSError or
    subprocess.CalledProcessError when Python cannot make one."""
    has_pip = importlib.util.find_spec("pip") is not None
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(folder)], check=True, capture_output=True)
    bin_dir = folder / "bin"
    done = subprocess.run(
        [str(bin_dir / "python"), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        check=True, capture_output=True, text=True,
    )  # fmt: skip
    site = Path(done.stdout.strip())
    ours = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    (site / "fgb-environment.pth").write_text("".join(f"{p}\n" for p in sorted(ours)))
    if has_pip:  # pip from fgb's environment, installing into this one (it installs where its interpreter lives)
        for name in ("pip", "pip3"):
            (bin_dir / name).write_text(PIP_WRAPPER)
            (bin_dir / name).chmod(0o755)
    else:
        subprocess.run([str(bin_dir / "python"), "-m", "ensurepip", "--default-pip"], check=True, capture_output=True)
    return bin_dir
