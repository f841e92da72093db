"""The gold gmail app: the Gmail REST API v1 over SQLAlchemy, plus the state protocol."""
