"""Environment folders: their layout, loading, validation and scaffolding."""

from .layout import REQUIRED_FILES
from .loader import Environment, load_environment
from .problems import Problem, Severity
from .validate import list_environments, validate_all, validate_environment

__all__ = [
    "REQUIRED_FILES",
    "Environment",
    "Problem",
    "Severity",
    "list_environments",
    "load_environment",
    "validate_all",
    "validate_environment",
]
