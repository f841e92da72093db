"""Environment folders checked: validation and scaffolding (the layout and loader live below the engine, in dataset/)."""

from ..dataset import REQUIRED_FILES, Environment, load_environment
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
