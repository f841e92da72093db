"""ForgingGround-Bench: score agent-built web-app clones along the task-decomposition tree."""

__version__ = "0.1.0"
