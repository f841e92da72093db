"""The gold gitlab app (ForgingGround-Bench reference implementation)."""
