"""The gold Slack app."""
