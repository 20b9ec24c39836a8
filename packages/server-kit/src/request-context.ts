import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { runWithRequestId } from "./request-id.ts";

interface RequestContext {
  log: Logger;
  timings: Map<string, number>;
}

const current = new AsyncLocalStorage<RequestContext>();

/** Outside a request (a job, a test) it only runs `work`. */
export async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (!current.getStore()) return work();
  const started = performance.now();
  try {
    return await work();
  } finally {
    addTiming(name, performance.now() - started);
  }
}

/** For a part that is not one span of waiting. */
export function addTiming(name: string, ms: number): void {
  const context = current.getStore();
  context?.timings.set(name, (context.timings.get(name) ?? 0) + ms);
}

/** Times only how long `extra` kept the request waiting past `required`. */
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

export interface Logger {
  info(objectOrMessage: unknown, message?: string): void;
  warn(objectOrMessage: unknown, message?: string): void;
  error(objectOrMessage: unknown, message?: string): void;
}

export function requestLogger(fallback: Logger): Logger {
  const target = (): Logger => current.getStore()?.log ?? fallback;
  return {
    info: (objectOrMessage, message) => target().info(objectOrMessage, message),
    warn: (objectOrMessage, message) => target().warn(objectOrMessage, message),
    error: (objectOrMessage, message) => target().error(objectOrMessage, message),
  };
}

/** `requestLogger`s inside write through `log`, and outgoing model and payment calls carry `id`. */
export function runAsWork<T>(id: string, log: Logger, work: () => Promise<T>): Promise<T> {
  return runWithRequestId(id, () => current.run({ log, timings: new Map() }, work));
}

export interface RequestContextOptions {
  serverTiming: boolean;
}

/** Opened in preHandler: the body parser's stream callbacks would not carry the context. */
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
