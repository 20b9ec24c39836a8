/**
 * Why a safe fetch did not return a page. Codes are stable (callers map them to HTTP answers); messages
 * are written for a person and never name an internal address the caller did not type.
 */
export type SafeFetchErrorCode =
  /** Not an absolute http(s) URL, or it carries a user name or password. */
  | "invalid-url"
  /** A scheme other than http or https (file:, ftp:, data:, gopher: ...). */
  | "forbidden-scheme"
  /** A port outside the policy (80 and 443 in production). */
  | "forbidden-port"
  /** The host is, or resolves to, an address the policy refuses (loopback, private, metadata ...). */
  | "forbidden-address"
  /** The name does not resolve. */
  | "dns-failure"
  | "too-many-redirects"
  | "connect-timeout"
  /** The whole fetch (all hops, headers and body) took longer than its cap. */
  | "timeout"
  | "body-too-large"
  | "unsupported-content-type"
  /** The final answer was not 2xx (or a redirect without a usable Location, or one the caller chose not to follow). */
  | "http-status"
  /** Refused, reset, TLS failure, malformed response ... */
  | "network";

export class SafeFetchError extends Error {
  constructor(
    readonly code: SafeFetchErrorCode,
    message: string,
    readonly details: {
      /** 0 for the URL the caller gave, 1.. for each redirect followed. */
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
