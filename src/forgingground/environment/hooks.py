"""An environment's named hooks, read from its verifier.py: extra ops (OPS) and nothing else yet."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

from ..engine.ops import OpRegistry


class HookError(Exception):
    """verifier.py could not be imported or holds a hook of the wrong type."""


def load_verifier(env_dir: Path) -> ModuleType:
    """Import environments/<env>/verifier.py under a private module name."""
    file = env_dir / "verifier.py"
    name = f"forgingground_env_{env_dir.name.replace('-', '_')}_verifier"
    if name in sys.modules and getattr(sys.modules[name], "__file__", None) == str(file):
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, file)
    if spec is None or spec.loader is None:
        raise HookError(f"cannot import {file}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except Exception as exc:  # a contributor's file: report, do not crash
        del sys.modules[name]
        raise HookError(f"importing verifier.py failed: {type(exc).__name__}: {exc}") from exc
    return module


def extra_ops(module: ModuleType) -> OpRegistry | None:
    """The environment's own ops: an OpRegistry named OPS, if the verifier defines one."""
    ops = getattr(module, "OPS", None)
    if ops is None:
        return None
    if not isinstance(ops, OpRegistry):
        raise HookError(f"verifier.py: OPS must be an OpRegistry, got {type(ops).__name__}")
    return ops


def body_transforms(module: ModuleType) -> dict:
    """The environment's body transforms: TRANSFORMS = {"$name": function(args) -> value}, if any."""
    transforms = getattr(module, "TRANSFORMS", None) or {}
    if not isinstance(transforms, dict) or not all(
        isinstance(k, str) and k.startswith("$") and callable(v) for k, v in transforms.items()
    ):
        raise HookError("verifier.py: TRANSFORMS must map names starting with $ to functions")
    return transforms
