"""Harbor tasks from environments (export.py), trials without containers (trial.py), and the reward they report (reward.py)."""
