"""The gold airbnb app."""
