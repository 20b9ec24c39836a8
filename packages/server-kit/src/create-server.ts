import Fastify from "fastify";
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { frameworkErrors, registerErrorHandling } from "./error-handler.ts";
import { refuseNulInJson } from "./json-body.ts";
import { requestContext } from "./request-context.ts";

/** A Fastify instance whose route schemas are zod schemas. */
export type ZodFastify = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The longest path parameter the router matches; a longer one is answered 414 (ids and session ids are far shorter). */
export const MAX_PARAM_LENGTH = 100;

export interface CreateServerOptions {
  /** pino log level; "silent" in tests. */
  logLevel?: string;
  /** Trust X-Forwarded-* from the ingress, so the client IP (rate limits) is the child's, not the proxy's. */
  trustProxy?: boolean;
  bodyLimitBytes?: number;
  /** Report each request's timed parts in a `Server-Timing` header (request-context.ts); off in production. */
  serverTiming?: boolean;
}

/**
 * A Fastify instance with the product's common wiring: zod schemas as route schemas (validation and
 * serialization from the contracts), the one error handler, a request id, logs without secrets, and a request
 * context that carries the request's logger and timings through the calls it makes.
 */
export function createServer(options: CreateServerOptions = {}): ZodFastify {
  const app = Fastify({
    logger: {
      level: options.logLevel ?? "info",
      redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
    },
    trustProxy: options.trustProxy ?? false,
    bodyLimit: options.bodyLimitBytes ?? 1024 * 1024,
    requestIdHeader: "x-request-id",
    // Fastify's defaults are generous; a slow client must not hold a socket forever.
    connectionTimeout: 30_000,
    requestTimeout: 60_000,
    return503OnClosing: true,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  refuseNulInJson(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  void app.register(requestContext, { serverTiming: options.serverTiming ?? false });
  return app;
}
