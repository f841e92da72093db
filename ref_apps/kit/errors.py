"""Errors in the shape Google APIs return them: {"error": {"code", "message", "errors", "status"}}."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse

STATUS = {
    400: ("INVALID_ARGUMENT", "invalidArgument"),
    403: ("PERMISSION_DENIED", "forbidden"),
    404: ("NOT_FOUND", "notFound"),
    409: ("ALREADY_EXISTS", "alreadyExists"),
    500: ("INTERNAL", "backendError"),
}


class ApiError(Exception):
    def __init__(self, code: int, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def not_found() -> ApiError:
    return ApiError(404, "Requested entity was not found.")


def bad_request(message: str) -> ApiError:
    return ApiError(400, message)


def forbidden(message: str) -> ApiError:
    return ApiError(403, message)


def conflict(message: str) -> ApiError:
    return ApiError(409, message)


def body(code: int, message: str) -> dict[str, Any]:
    status, reason = STATUS.get(code, ("UNKNOWN", "unknown"))
    return {
        "error": {
            "code": code,
            "message": message,
            "errors": [{"message": message, "domain": "global", "reason": reason}],
            "status": status,
        }
    }


def install(
    app: FastAPI, shape: Callable[[int, str], dict[str, Any]] = body, status: Callable[[int], int] = lambda code: code
) -> None:
    """Answer ApiError and request-validation errors in `shape` (Google's by default) with HTTP `status(code)`."""

    async def api_error(request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, ApiError)
        return JSONResponse(shape(exc.code, exc.message), status_code=status(exc.code))

    async def invalid(request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, RequestValidationError)
        first = exc.errors()[0] if exc.errors() else {"msg": "invalid request"}
        where = ".".join(str(x) for x in first.get("loc", ()))
        return JSONResponse(shape(400, f"Invalid value at '{where}': {first['msg']}"), status_code=status(400))

    app.add_exception_handler(ApiError, api_error)
    app.add_exception_handler(RequestValidationError, invalid)
