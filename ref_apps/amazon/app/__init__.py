"""The gold amazon app."""
