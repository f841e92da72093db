"""The gold Trello app."""
