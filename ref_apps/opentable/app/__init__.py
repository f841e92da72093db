"""The gold opentable app."""
