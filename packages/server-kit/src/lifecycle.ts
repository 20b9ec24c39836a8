import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance } from "fastify";

/** How a server leaves on SIGTERM (docs/operations.md "A rollout"; the pods' terminationGracePeriodSeconds cover both). */
export interface ShutdownTimings {
  /** Readiness fails at once, and the server keeps serving this long: the load balancer's time to stop sending. */
  drainMs: number;
  /** Then it closes: what is in flight (requests, calls, jobs) gets this long to end before the process exits anyway. */
  timeoutMs: number;
}

/** Whether a server is leaving: its readiness probe answers 503 from the first moment (`createServer` decorates it). */
export interface ShutdownState {
  draining: boolean;
}

declare module "fastify" {
  interface FastifyInstance {
    shutdown: ShutdownState;
  }
}

interface ShutdownLog {
  info(object: unknown, message?: string): void;
  error(object: unknown, message?: string): void;
}

export interface SignalledShutdown extends ShutdownTimings {
  log: ShutdownLog;
  /** The first moment: readiness fails from now on. */
  markDraining(): void;
  /** After the drain delay: stop taking work, let what is in flight end, close the connections. */
  close(): Promise<void>;
  /** The close did not end within `timeoutMs`: hand back what is still held (a job) before the process exits. */
  abandon?(): Promise<void>;
}

/** What `abandon` may take before the process exits regardless. */
const ABANDON_BOUND_MS = 2_000;

/**
 * On SIGINT or SIGTERM: mark the server draining, wait `drainMs`, close, exit 0. A close that outlasts `timeoutMs`
 * hands back what it holds and exits 1; a second signal exits 1 at once.
 */
export function exitGracefullyOnSignal(shutdown: SignalledShutdown): void {
  let leaving = false;
  const leave = (signal: string) => {
    if (leaving) process.exit(1);
    leaving = true;
    shutdown.markDraining();
    shutdown.log.info({ signal, drainMs: shutdown.drainMs, timeoutMs: shutdown.timeoutMs }, "draining: readiness fails, still serving");
    void sleep(shutdown.drainMs).then(async () => {
      setTimeout(() => {
        shutdown.log.error({ timeoutMs: shutdown.timeoutMs }, "closing took too long; handing back what is left and exiting");
        const abandoned = shutdown.abandon?.() ?? Promise.resolve();
        void Promise.race([abandoned.catch(() => undefined), sleep(ABANDON_BOUND_MS)]).then(() => process.exit(1));
      }, shutdown.timeoutMs).unref();
      shutdown.log.info({}, "closing: in-flight work finishes");
      try {
        await shutdown.close();
        process.exit(0);
      } catch (error) {
        shutdown.log.error({ err: error }, "error while shutting down");
        process.exit(1);
      }
    });
  };
  process.once("SIGINT", leave);
  process.once("SIGTERM", leave);
}

/**
 * Closes a Fastify server: the listener stops, requests in flight finish, then the app's onClose hooks (pools,
 * Redis). A kept-alive connection is closed as soon as it is idle, so one whose request ended does not hold the
 * close for its keep-alive timeout.
 */
export async function closeServer(app: FastifyInstance): Promise<void> {
  const closing = app.close();
  const closeIdle = setInterval(() => app.server.closeIdleConnections(), 50);
  try {
    await closing;
  } finally {
    clearInterval(closeIdle);
  }
}

/**
 * Listens, then leaves gracefully on SIGINT/SIGTERM (`exitGracefullyOnSignal`): readiness fails, the server serves
 * on for `drainMs`, `beforeClose` runs (the voice gateway moves its calls), the server closes and the process exits.
 */
export async function listenUntilSignalled(
  app: FastifyInstance,
  options: { port: number; host: string; beforeClose?: () => void | Promise<void> } & ShutdownTimings,
): Promise<void> {
  exitGracefullyOnSignal({
    log: app.log,
    drainMs: options.drainMs,
    timeoutMs: options.timeoutMs,
    markDraining: () => {
      app.shutdown.draining = true;
    },
    close: async () => {
      await options.beforeClose?.();
      await closeServer(app);
    },
  });
  await app.listen({ port: options.port, host: options.host });
}
