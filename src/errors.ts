/** The stable REST error codes of the contract. */
export type ErrorCode =
  | "unauthorized"
  | "invalid_request"
  | "not_found"
  | "rate_limited"
  | "method_not_allowed"
  | "server_error";

const DEFAULT_STATUS: Record<ErrorCode, number> = {
  unauthorized: 401,
  invalid_request: 400,
  not_found: 404,
  rate_limited: 429,
  method_not_allowed: 405,
  server_error: 500,
};

/** A failure that services throw and every transport (REST, MCP, CLI) renders in its own shape. */
export class ServiceError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  constructor(code: ErrorCode, message: string, status?: number) {
    super(message);
    this.code = code;
    this.status = status ?? DEFAULT_STATUS[code];
  }
}

export function notFound(what: string): ServiceError {
  // `what` often quotes caller input (a slug, an id); a message never echoes kilobytes of it.
  const shown = what.length > 200 ? `${what.slice(0, 200)}…` : what;
  return new ServiceError("not_found", `${shown} not found`);
}

export function invalid(message: string): ServiceError {
  return new ServiceError("invalid_request", message);
}

/** A state conflict: the contract maps it to invalid_request with HTTP 409. */
export function conflict(message: string): ServiceError {
  return new ServiceError("invalid_request", message, 409);
}
