"""The gold GitHub app."""
