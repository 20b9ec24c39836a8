import type { ErrorResponse } from "@kidsafe/contracts";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HttpError } from "./http-errors.ts";
import { isStoreUnavailable } from "./store-errors.ts";
import { readableValidation } from "./validation-message.ts";

const SERVER_ERROR_MESSAGE = "Something went wrong on our side. Please try again in a moment.";
export const STORE_UNAVAILABLE_MESSAGE = "KidSafe is reconnecting to its storage. Please try again in a minute.";

const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: "The request body is not valid JSON." },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    message: "The request body is empty. Send a JSON object, or leave out the Content-Type header.",
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: "The request body is too large." },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: "Send the request body as JSON (Content-Type: application/json)." },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: "The Content-Length header does not match the body." },
  FST_ERR_BAD_URL: { status: 400, message: "The address is not a valid URL: check its %-escapes." },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: "A part of the address is too long." },
};

const STATUS_NAMES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  413: "Payload Too Large",
  414: "URI Too Long",
  415: "Unsupported Media Type",
  423: "Locked",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

function send(reply: FastifyReply, statusCode: number, message: string, fieldErrors?: Record<string, string>) {
  const body: ErrorResponse = { statusCode, error: STATUS_NAMES[statusCode] ?? "Error", message };
  if (fieldErrors && Object.keys(fieldErrors).length > 0) body.fieldErrors = fieldErrors;
  return reply.status(statusCode).type("application/json").send(body);
}

/** The router's refusals come before any route's error handler; never echo the path back. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (!known) request.log.error({ err: error }, "request failed before routing");
  void (known ? send(reply, known.status, known.message) : send(reply, 500, SERVER_ERROR_MESSAGE));
}

/** 4xx messages are shown as is; 5xx never leak internals (details go to the log with the request id). */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      if (error.headers) void reply.headers(error.headers);
      return send(reply, error.statusCode, error.message, error.fieldErrors);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { message, fieldErrors } = readableValidation(error.validation, error.validationContext);
      return send(reply, 400, message, fieldErrors);
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return send(reply, known.status, known.message);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode, error.message);
    }
    if (isStoreUnavailable(error)) {
      request.log.warn({ err: error }, "request failed: a store cannot be reached");
      return send(reply, 503, STORE_UNAVAILABLE_MESSAGE);
    }
    request.log.error({ err: error }, "request failed");
    return send(reply, 500, SERVER_ERROR_MESSAGE);
  });

  app.setNotFoundHandler((request, reply) => send(reply, 404, `There is no ${request.method} ${request.url.split("?")[0]} here.`));
}
