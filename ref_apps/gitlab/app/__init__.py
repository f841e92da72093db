"""The gold gitlab app: GitLab's REST API v4 routes over the kit, and a UI."""
