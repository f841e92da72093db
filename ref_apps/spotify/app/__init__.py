"""The gold spotify app."""
