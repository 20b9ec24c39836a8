export { MAX_PARAM_LENGTH, createServer } from "./create-server.ts";
export type { CreateServerOptions, ZodFastify } from "./create-server.ts";
export { registerErrorHandling, STORE_UNAVAILABLE_MESSAGE } from "./error-handler.ts";
export { HttpError, badRequest, unauthorized, forbidden, notFound, conflict, tooManyRequests } from "./http-errors.ts";
export { readableValidation } from "./validation-message.ts";
export { closeServer, exitGracefullyOnSignal, listenUntilSignalled } from "./lifecycle.ts";
export type { ShutdownState, ShutdownTimings, SignalledShutdown } from "./lifecycle.ts";
export { REQUEST_ID_HEADER, currentRequestId, requestIdHeaders, requestIdOf, runWithRequestId } from "./request-id.ts";
export {
  DEV_PUBLIC_URL,
  missingInProduction,
  parseEnv,
  PRODUCTION_DRAIN_MS,
  shutdownEnvShape,
  TRUST_PROXY_REQUIRED,
  TrustProxyVariable,
} from "./env.ts";
export { serverEnvShape, serverSettingsOf, siteServerEnvShape, siteServerSettingsOf } from "./server-env.ts";
export type { TrustedProxies } from "./env.ts";
export { createRedis } from "./redis.ts";
export { createRateLimiter, refuseWhenLimited } from "./rate-limiter.ts";
export type { RateLimit, RateLimiter, RateLimitState } from "./rate-limiter.ts";
export { addTiming, awaitBeside, requestContext, requestLogger, runAsWork, timed } from "./request-context.ts";
export type { Logger, RequestContextOptions } from "./request-context.ts";
export { serveMetrics } from "./metrics.ts";
export { NUL_CHARACTER_MESSAGE } from "./nul-characters.ts";
export { CROSS_SITE_REFUSED, enforceOriginPolicy } from "./origin-policy.ts";
export type { OriginPolicyOptions } from "./origin-policy.ts";
export { memoizedSigner } from "./memoized-signer.ts";
export type { CookieSigner } from "./memoized-signer.ts";
export { STUDENT_SESSION_KEY_PREFIX, readStudentSession, studentSessionCookieName, studentSessionIdOf } from "./student-session.ts";
