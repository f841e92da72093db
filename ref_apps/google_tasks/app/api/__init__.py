"""Generated routers live in routes/; see fgb scaffold."""
