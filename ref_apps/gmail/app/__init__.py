"""FastAPI application of the gold gmail app."""
