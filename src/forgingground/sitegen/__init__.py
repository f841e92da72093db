"""Generate the documentation site's pages (site/docs/...) from the dataset: environments, STATUS, references."""

from .generate import GENERATED, generate

__all__ = ["GENERATED", "generate"]
