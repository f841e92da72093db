"""The gold Google Drive app: Drive v3 files, permissions, comments, revisions and about on the kit."""
