"""The gold Reddit app."""
