import type { SafeFetchError, SafeFetchErrorCode } from "./errors.ts";

/** `reason` is one short line for the website's owner; `message` is the fetcher's fuller sentence. */
export class SiteReadError extends Error {
  override readonly name = "SiteReadError";

  constructor(
    readonly url: string,
    readonly code: SafeFetchErrorCode,
    readonly reason: string,
    options: { cause: SafeFetchError },
  ) {
    super(options.cause.message, options);
  }
}

export function isSiteReadError(error: unknown): error is SiteReadError {
  return error instanceof SiteReadError;
}

const REFUSING_STATUSES = new Set([401, 403, 407, 429, 451]);

export function siteReadReason(error: SafeFetchError): string {
  const redirected = (error.details.hop ?? 0) > 0;
  switch (error.code) {
    case "invalid-url":
      return redirected ? "The website redirected to an address that is not allowed" : "This is not a valid website address";
    case "forbidden-scheme":
    case "forbidden-port":
    case "forbidden-address":
      return redirected ? "The website redirected to an address that is not allowed" : "This address is not allowed";
    case "dns-failure":
      return "The website could not be found";
    case "too-many-redirects":
      return "The website redirected too many times";
    case "connect-timeout":
    case "timeout":
      return "The website took too long to answer";
    case "body-too-large":
      return "The page is too large to check";
    case "unsupported-content-type":
      return "The address is not a web page";
    case "http-status": {
      const status = error.details.status;
      if (status !== undefined && REFUSING_STATUSES.has(status)) return "The website blocked our check";
      if (status !== undefined && status >= 300 && status < 400) return "The website redirected without a usable address";
      return status === undefined ? "The website could not be reached" : `The website answered with an error (${status})`;
    }
    case "network":
      return "The website could not be reached";
  }
}
