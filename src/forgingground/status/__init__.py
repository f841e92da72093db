"""The STATUS matrices, generated from the environments and the committed results files, never typed."""

from .render import STATUS_FILES, render_all

__all__ = ["STATUS_FILES", "render_all"]
