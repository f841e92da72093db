"""Hand-written behaviour behind the generated Drive routes, one module per resource."""
