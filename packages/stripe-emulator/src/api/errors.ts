// The statuses are the ones the SDK maps to its error classes.
import type Stripe from "stripe";

/** Without the fields the SDK itself adds on receipt. */
export type ErrorObject = Omit<Stripe.StripeRawError, "headers" | "statusCode" | "requestId" | "detail" | "exception">;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: ErrorObject,
  ) {
    super(error.message);
  }
}

const docUrl = (code: string) => `https://stripe.com/docs/error-codes/${code.replaceAll("_", "-")}`;

export function invalidRequest(message: string, param?: string, code?: string): ApiError {
  return new ApiError(400, {
    type: "invalid_request_error",
    message,
    ...(param ? { param } : {}),
    ...(code ? { code, doc_url: docUrl(code) } : {}),
  });
}

export function missingParam(param: string): ApiError {
  return invalidRequest(`Missing required param: ${param}.`, param, "parameter_missing");
}

export function resourceMissing(kind: string, id: string, param = "id"): ApiError {
  return new ApiError(404, {
    type: "invalid_request_error",
    code: "resource_missing",
    doc_url: docUrl("resource_missing"),
    message: `No such ${kind}: '${id}'`,
    param,
  });
}

export function unknownRoute(method: string, path: string): ApiError {
  return new ApiError(404, {
    type: "invalid_request_error",
    message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  });
}

export function authenticationError(message: string): ApiError {
  return new ApiError(401, { type: "invalid_request_error", message });
}

export function idempotencyError(message: string): ApiError {
  return new ApiError(400, { type: "idempotency_error", message });
}

export function apiError(status: number, message = "An unknown error occurred"): ApiError {
  return new ApiError(status, { type: "api_error", message });
}

export function cardError(error: Omit<ErrorObject, "type">): ApiError {
  return new ApiError(402, { type: "card_error", ...(error.code ? { doc_url: docUrl(error.code) } : {}), ...error });
}
