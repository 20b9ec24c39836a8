import { ErrorResponse } from "@kidsafe/contracts";

/** The message is the server's sentence alone, so a person never reads a status code; client logic reads `status` instead. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  readonly bodyText: string;
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(status: number, bodyText: string, fieldErrors: Readonly<Record<string, string>> = {}) {
    super(bodyText);
    this.status = status;
    this.bodyText = bodyText;
    this.fieldErrors = fieldErrors;
  }
}

/** HTTP/2 has no status text. */
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

export class NetworkError extends Error {
  override readonly name = "NetworkError";
  constructor(cause: unknown) {
    super("Could not reach the server. Please check your connection and try again.", { cause });
  }
}

export class UnexpectedResponseError extends Error {
  override readonly name = "UnexpectedResponseError";
  constructor(method: string, path: string, cause?: unknown) {
    super(`Unexpected answer from ${method} ${path}. Please try again later.`, { cause });
  }
}
