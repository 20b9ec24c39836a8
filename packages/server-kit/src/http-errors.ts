/** Its message is written for a person and sent as is; any other error becomes a 500. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>) => new HttpError(400, message, fieldErrors);
export const unauthorized = (message = "Please sign in to continue.") => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message = "We couldn't find that.") => new HttpError(404, message);
export const conflict = (message: string, fieldErrors?: Record<string, string>) => new HttpError(409, message, fieldErrors);
export const tooManyRequests = (message: string, retryAfterMs: number) =>
  new HttpError(429, message, undefined, { "retry-after": String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });
