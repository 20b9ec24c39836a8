import { forbidden } from "@kidsafe/server-kit";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** What a refused cross-site write says (a person only sees it if another site tried to act for them). */
export const CROSS_SITE_REFUSED = "This request came from another website, so it was refused.";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Sec-Fetch-Site values a browser sends for our own pages ('none': typed in the address bar or a bookmark). */
const OWN_SITE = new Set(["same-origin", "none"]);

export interface SameOriginOptions {
  /** The product's origin as browsers reach it (PUBLIC_URL). */
  publicOrigin: string;
  /** Paths that other sites call by design (the payment provider's webhook, signed on its own). */
  exempt: readonly string[];
}

function isOwnOrigin(origin: string, request: FastifyRequest, publicOrigin: string): boolean {
  if (origin === publicOrigin) return true;
  // The origin the request was addressed to (the dev stack on its own port, a staging host behind the same config).
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * Every state-changing request must come from our own pages: a browser says where a request comes from in
 * Sec-Fetch-Site and Origin, and a write from another site is refused (403) before its body is read. A request
 * with neither header is not a browser's (a script, the payment provider), and no browser can be made to send it.
 */
export function refuseCrossSiteWrites(app: FastifyInstance, { publicOrigin, exempt }: SameOriginOptions): void {
  const exemptPaths = new Set(exempt);
  app.addHook("onRequest", (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || exemptPaths.has(request.url.split("?")[0] ?? "")) return done();
    const site = request.headers["sec-fetch-site"];
    const origin = request.headers.origin;
    const crossSite = (site !== undefined && !OWN_SITE.has(site)) || (origin !== undefined && !isOwnOrigin(origin, request, publicOrigin));
    done(crossSite ? forbidden(CROSS_SITE_REFUSED) : undefined);
  });
}

/**
 * Headers on every API answer: no MIME sniffing, no referrer beyond our origin, no framing, and never stored by a
 * browser or a proxy cache (signed-in answers hold a child's conversations and settings; the others are live
 * figures or refusals, not worth a rule of their own).
 */
export function securityHeaders(app: FastifyInstance): void {
  app.addHook("onSend", (_request, reply, payload, done) => {
    void reply.header("x-content-type-options", "nosniff");
    void reply.header("referrer-policy", "strict-origin-when-cross-origin");
    void reply.header("x-frame-options", "DENY");
    if (!reply.hasHeader("cache-control")) void reply.header("cache-control", "no-store");
    done(null, payload);
  });
}
