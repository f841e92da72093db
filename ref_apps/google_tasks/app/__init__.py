"""FastAPI application of the gold google-tasks app."""
