"""Package discovery: every package under src/ plus the generated models, which live at the top level (schema-first layout)."""

from setuptools import find_packages, setup

setup(packages=[*find_packages("src", include=["forgingground", "forgingground.*"]), "forgingground.generated"])
