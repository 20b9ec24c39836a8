/** Codes are stable for callers; messages never name an internal address the caller did not type. */
export type SafeFetchErrorCode =
  | "invalid-url"
  | "forbidden-scheme"
  | "forbidden-port"
  | "forbidden-address"
  | "dns-failure"
  | "too-many-redirects"
  | "connect-timeout"
  | "timeout"
  | "body-too-large"
  | "unsupported-content-type"
  /** Not 2xx, a redirect without a usable Location, or one the caller chose not to follow. */
  | "http-status"
  | "network";

export class SafeFetchError extends Error {
  constructor(
    readonly code: SafeFetchErrorCode,
    message: string,
    readonly details: {
      /** 0 for the caller's URL, 1.. per redirect. */
      hop?: number;
      status?: number;
      cause?: unknown;
    } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = "SafeFetchError";
  }
}

export function isSafeFetchError(error: unknown): error is SafeFetchError {
  return error instanceof SafeFetchError;
}
