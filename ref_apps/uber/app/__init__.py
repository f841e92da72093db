"""The gold uber app."""
