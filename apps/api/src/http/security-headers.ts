import type { FastifyInstance } from "fastify";

/** Never stored by a browser or a proxy cache: signed-in answers hold a child's conversations and settings. */
export function securityHeaders(app: FastifyInstance): void {
  app.addHook("onSend", (_request, reply, payload, done) => {
    void reply.header("x-content-type-options", "nosniff");
    void reply.header("referrer-policy", "strict-origin-when-cross-origin");
    void reply.header("x-frame-options", "DENY");
    if (!reply.hasHeader("cache-control")) void reply.header("cache-control", "no-store");
    done(null, payload);
  });
}
