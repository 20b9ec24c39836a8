import Fastify from "fastify";
import type {
  FastifyBaseLogger,
  FastifyHttpOptions,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { TrustedProxies } from "./env.ts";
import { frameworkErrors, registerErrorHandling } from "./error-handler.ts";
import { refuseNulCharacters } from "./nul-characters.ts";
import type { ShutdownState } from "./lifecycle.ts";
import { requestContext } from "./request-context.ts";
import { REQUEST_ID_HEADER, requestIdOf } from "./request-id.ts";

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
  /**
   * Trust X-Forwarded-* from this many proxies (or these addresses), so the client IP (rate limits) is the child's,
   * not the proxy's, and HTTPS is seen behind the TLS ingress. Never `true`: a client's own header is not believed.
   */
  trustProxy?: TrustedProxies;
  bodyLimitBytes?: number;
  /** Report each request's timed parts in a `Server-Timing` header (request-context.ts); off in production. */
  serverTiming?: boolean;
}

/** A hop count as proxy-addr's trust function (what Fastify does with a number, which its types leave out). */
function trustProxyOption(trusted: TrustedProxies): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trusted !== "number") return trusted;
  return (_address, hop) => hop < trusted;
}

/**
 * A Fastify instance with the product's common wiring: zod schemas as route schemas (validation and
 * serialization from the contracts), the one error handler, a request id (answered in `X-Request-Id`), logs
 * without secrets, a request context that carries the request's logger, id and timings through the calls it makes,
 * and its shutdown state (lifecycle.ts): while it drains, answers close their connection.
 */
export function createServer(options: CreateServerOptions = {}): ZodFastify {
  const serverOptions: FastifyHttpOptions<RawServerDefault> = {
    logger: {
      level: options.logLevel ?? "info",
      redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
      // No query strings in the logs: a preview's ?url= is the page a child was reading.
      serializers: {
        req: (request: { method: string; url: string; ip?: string }) => ({ method: request.method, url: request.url.split("?")[0] }),
      },
    },
    trustProxy: trustProxyOption(options.trustProxy ?? false),
    bodyLimit: options.bodyLimitBytes ?? 1024 * 1024,
    // The ingress's X-Request-Id when it looks like an id (request-id.ts), else a new UUID: logged as reqId.
    requestIdHeader: false,
    genReqId: (request) => requestIdOf(request.headers[REQUEST_ID_HEADER]),
    // Fastify's defaults are generous; a slow client must not hold a socket forever.
    connectionTimeout: 30_000,
    requestTimeout: 60_000,
    return503OnClosing: true,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
  };
  const app = Fastify(serverOptions).withTypeProvider<ZodTypeProvider>();
  // Fastify reads text/plain by default: a body another site's form can send without a CORS preflight. JSON only.
  app.removeContentTypeParser("text/plain");
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  refuseNulCharacters(app);
  void app.register(requestContext, { serverTiming: options.serverTiming ?? false });
  const shutdown: ShutdownState = { draining: false };
  app.decorate("shutdown", shutdown);
  app.addHook("onRequest", (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    // A draining server's kept-alive connections end with their answer, so none is idle when the listener closes.
    if (shutdown.draining) void reply.header("connection", "close");
    done();
  });
  return app;
}
