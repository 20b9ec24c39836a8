import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance } from "fastify";

/** The pods' terminationGracePeriodSeconds must cover both (docs/operations.md). */
export interface ShutdownTimings {
  /** Readiness fails at once while the server keeps serving: the load balancer's time to stop sending. */
  drainMs: number;
  timeoutMs: number;
}

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
  markDraining(): void;
  close(): Promise<void>;
  /** Hands back what is still held (a job) when the close outlasts `timeoutMs`. */
  abandon?(): Promise<void>;
}

const ABANDON_BOUND_MS = 2_000;

/** A close that outlasts `timeoutMs` exits 1; a second signal exits 1 at once. */
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

/** Idle kept-alive connections are closed at once so they do not hold the close for their keep-alive timeout. */
export async function closeServer(app: FastifyInstance): Promise<void> {
  const closing = app.close();
  const closeIdle = setInterval(() => app.server.closeIdleConnections(), 50);
  try {
    await closing;
  } finally {
    clearInterval(closeIdle);
  }
}

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
