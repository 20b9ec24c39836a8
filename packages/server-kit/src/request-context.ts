import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { runWithRequestId } from "./request-id.ts";

/** What the current request carries through every call it makes: its logger and the time spent per part. */
interface RequestContext {
  log: Logger;
  timings: Map<string, number>;
}

const current = new AsyncLocalStorage<RequestContext>();

/**
 * Runs `work` and adds its duration to the current request's `Server-Timing` part `name`. Outside a request (a
 * background job, a test calling a service directly) it only runs `work`. Services mark their slow parts with it
 * (the model call, the websites, the ads) instead of taking a timing object as a parameter.
 */
export async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (!current.getStore()) return work();
  const started = performance.now();
  try {
    return await work();
  } finally {
    addTiming(name, performance.now() - started);
  }
}

/** Adds `ms` to the current request's `Server-Timing` part `name`: for a part that is not one span of waiting. */
export function addTiming(name: string, ms: number): void {
  const context = current.getStore();
  context?.timings.set(name, (context.timings.get(name) ?? 0) + ms);
}

/**
 * Awaits `required`, then `extra` (work started beside it that the request could do without; null when there is
 * none), and adds to the `Server-Timing` part `name` only how long `extra` kept the request waiting past `required`:
 * what it added.
 */
export async function awaitBeside<Required, Extra>(
  name: string,
  required: Promise<Required>,
  extra: Promise<Extra> | null,
): Promise<[Required, Extra | null]> {
  const done = await required;
  if (extra === null) return [done, null];
  const waited = performance.now();
  const value = await extra;
  addTiming(name, performance.now() - waited);
  return [done, value];
}

/** The part of pino the services use: an object (or an error) with a message, or a message alone. */
export interface Logger {
  info(objectOrMessage: unknown, message?: string): void;
  warn(objectOrMessage: unknown, message?: string): void;
  error(objectOrMessage: unknown, message?: string): void;
}

/**
 * A logger that writes through the current request's logger (so each line carries its request id) and through
 * `fallback` outside a request. Services get one at construction and never need the request.
 */
export function requestLogger(fallback: Logger): Logger {
  const target = (): Logger => current.getStore()?.log ?? fallback;
  return {
    info: (objectOrMessage, message) => target().info(objectOrMessage, message),
    warn: (objectOrMessage, message) => target().warn(objectOrMessage, message),
    error: (objectOrMessage, message) => target().error(objectOrMessage, message),
  };
}

/**
 * Runs `work` as a piece of work of its own outside HTTP (a job): `requestLogger`s write through `log` (a child
 * logger naming the work), and the model and payment calls it makes carry `id`.
 */
export function runAsWork<T>(id: string, log: Logger, work: () => Promise<T>): Promise<T> {
  return runWithRequestId(id, () => current.run({ log, timings: new Map() }, work));
}

export interface RequestContextOptions {
  /** Answer `Server-Timing` with each timed part and the total (not in production: it tells how the server works). */
  serverTiming: boolean;
}

/**
 * Opens a request context for each handler (in preHandler: after the body is parsed, whose stream callbacks would
 * not carry it), with the request's id for the calls it makes (request-id.ts); with `serverTiming`, reports the
 * timed parts in the answer's headers.
 */
export const requestContext = fp(
  (app: FastifyInstance, options: RequestContextOptions, done: (error?: Error) => void) => {
    const contexts = new WeakMap<object, RequestContext>();
    app.addHook("preHandler", (request, _reply, next) => {
      const context: RequestContext = { log: request.log, timings: new Map() };
      contexts.set(request, context);
      runWithRequestId(request.id, () => current.run(context, next));
    });
    if (options.serverTiming) {
      app.addHook("onSend", (request, reply, payload, next) => {
        const context = contexts.get(request);
        if (context) {
          const parts = [...context.timings].map(([name, ms]) => `${name};dur=${ms.toFixed(2)}`);
          void reply.header("server-timing", [...parts, `total;dur=${reply.elapsedTime.toFixed(2)}`].join(", "));
        }
        next(null, payload);
      });
    }
    done();
  },
  { name: "request-context" },
);
