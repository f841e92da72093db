"""The gold doordash app."""
