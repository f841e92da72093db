"""The environment dataset on disk: the folder layout and the loader into generated models (no validation, no engine)."""

from .layout import REQUIRED_FILES
from .loader import Environment, load_environment

__all__ = ["REQUIRED_FILES", "Environment", "load_environment"]
