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

export type ZodFastify = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Longer paths are answered 414; ids and session ids are far shorter. */
export const MAX_PARAM_LENGTH = 100;

export interface CreateServerOptions {
  logLevel?: string;
  /** Never `true`: a client's own X-Forwarded-For would be believed. */
  trustProxy?: TrustedProxies;
  bodyLimitBytes?: number;
  /** Off in production: it tells how the server works. */
  serverTiming?: boolean;
}

/** Fastify accepts a hop count here, which its types leave out. */
function trustProxyOption(trusted: TrustedProxies): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trusted !== "number") return trusted;
  return (_address, hop) => hop < trusted;
}

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
    // Set by the request-id hook from the ingress's X-Request-Id when it looks like an id.
    requestIdHeader: false,
    genReqId: (request) => requestIdOf(request.headers[REQUEST_ID_HEADER]),
    // A slow client must not hold a socket forever.
    connectionTimeout: 30_000,
    requestTimeout: 60_000,
    return503OnClosing: true,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
  };
  const app = Fastify(serverOptions).withTypeProvider<ZodTypeProvider>();
  // text/plain is a body another site's form can send without a CORS preflight. JSON only.
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
    // So no kept-alive connection is idle when the listener closes.
    if (shutdown.draining) void reply.header("connection", "close");
    done();
  });
  return app;
}
