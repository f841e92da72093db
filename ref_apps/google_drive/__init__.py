"""The gold Google Drive app (ref_apps/google_drive/app) and its outside mutants (mutants.py)."""
