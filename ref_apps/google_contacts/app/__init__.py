"""The gold Google Contacts app (People API v1 over the kit)."""
