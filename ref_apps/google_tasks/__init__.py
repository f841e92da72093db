"""The gold google-tasks app: the Google Tasks API v1 over SQLAlchemy, plus the state protocol."""
