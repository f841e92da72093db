"""The gold linkedin app."""
