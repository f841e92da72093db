"""The gold asana app (ForgingGround-Bench reference implementation)."""
