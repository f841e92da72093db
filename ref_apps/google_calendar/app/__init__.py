"""The gold Google Calendar app."""
