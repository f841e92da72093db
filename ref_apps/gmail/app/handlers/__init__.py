"""Hand-written handlers, one module per API resource; the generated routes in api/routes call them by name."""
