"""The gold zillow app."""
