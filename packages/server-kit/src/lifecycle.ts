import type { FastifyInstance } from "fastify";

/**
 * Listens, then closes gracefully on SIGINT/SIGTERM: stop accepting, finish in-flight requests, run the
 * app's onClose hooks (pools, Redis), exit. A second signal, or a close that hangs, exits at once.
 */
export async function listenUntilSignalled(
  app: FastifyInstance,
  { port, host, closeTimeoutMs = 10_000 }: { port: number; host: string; closeTimeoutMs?: number },
): Promise<void> {
  let closing = false;
  const close = (signal: string) => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, "shutting down");
    setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, closeTimeoutMs).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "error while shutting down");
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", close);
  process.once("SIGTERM", close);
  await app.listen({ port, host });
}
