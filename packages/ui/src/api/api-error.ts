import { ErrorResponse } from "@kidsafe/contracts";

/**
 * A non-OK answer. The body text is our ErrorResponse's `message` (written to be shown as is), else the raw
 * body, else the status text. The message is that text alone: toasts and alerts show `message`, and a person
 * should read the server's sentence, not a status code. Client logic reads `status` instead.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  /** The text people see; the same as `message`. */
  readonly bodyText: string;
  /** Messages keyed by form field, when the server tied an error to a field. */
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(status: number, bodyText: string, fieldErrors: Readonly<Record<string, string>> = {}) {
    super(bodyText);
    this.status = status;
    this.bodyText = bodyText;
    this.fieldErrors = fieldErrors;
  }
}

/** Used when a non-OK answer has neither a body nor a status text (HTTP/2 has no status text). */
export const FALLBACK_STATUS_TEXT = "Request failed";

export function apiErrorFromBody(status: number, statusText: string, rawBody: string): ApiError {
  const errorBody = parseErrorResponse(rawBody);
  if (errorBody !== null) return new ApiError(status, errorBody.message, errorBody.fieldErrors);
  if (rawBody.trim() !== "") return new ApiError(status, rawBody);
  return new ApiError(status, statusText.trim() === "" ? FALLBACK_STATUS_TEXT : statusText);
}

function parseErrorResponse(rawBody: string): ErrorResponse | null {
  try {
    const parsed = ErrorResponse.safeParse(JSON.parse(rawBody));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The request never got an answer (offline, server down, blocked). */
export class NetworkError extends Error {
  override readonly name = "NetworkError";
  constructor(cause: unknown) {
    super("Could not reach the server. Please check your connection and try again.", { cause });
  }
}

/** The server answered OK, but not in the shape the contract promises. */
export class UnexpectedResponseError extends Error {
  override readonly name = "UnexpectedResponseError";
  constructor(method: string, path: string, cause?: unknown) {
    super(`Unexpected answer from ${method} ${path}. Please try again later.`, { cause });
  }
}
