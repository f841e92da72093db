"""Hand-written handlers of the gold zillow app, one module per resource; routes in ../api/routes are generated."""
