import type { FastifyInstance, FastifyRequest } from "fastify";
import { forbidden } from "./http-errors.ts";

export const CROSS_SITE_REFUSED = "This request came from another website, so it was refused.";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** 'none': typed in the address bar or a bookmark. */
const OWN_SITE = new Set(["same-origin", "none"]);

export interface OriginPolicyOptions {
  publicOrigins: readonly string[];
  /** Paths other sites call by design (the payment provider's webhook, signed on its own). */
  exempt?: readonly string[];
}

function isOwnOrigin(origin: string, request: FastifyRequest, publicOrigins: ReadonlySet<string>): boolean {
  if (publicOrigins.has(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

const isUpgrade = (request: FastifyRequest) => request.headers.upgrade?.toLowerCase() === "websocket";

/**
 * A request with neither Sec-Fetch-Site nor Origin is not a browser's, and no browser can be made to send one.
 * SameSite cookies alone would let another subdomain act for a child.
 */
export function enforceOriginPolicy(app: FastifyInstance, { publicOrigins, exempt = [] }: OriginPolicyOptions): void {
  const own = new Set(publicOrigins.map((url) => new URL(url).origin));
  const exemptPaths = new Set(exempt);
  app.addHook("onRequest", (request, _reply, done) => {
    const path = request.url.split("?")[0] ?? "";
    if ((SAFE_METHODS.has(request.method) && !isUpgrade(request)) || exemptPaths.has(path)) return done();
    const site = request.headers["sec-fetch-site"];
    const origin = request.headers.origin;
    const crossSite = (site !== undefined && !OWN_SITE.has(site)) || (origin !== undefined && !isOwnOrigin(origin, request, own));
    done(crossSite ? forbidden(CROSS_SITE_REFUSED) : undefined);
  });
}
