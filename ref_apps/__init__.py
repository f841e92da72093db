"""Gold reference apps, one package per environment."""
