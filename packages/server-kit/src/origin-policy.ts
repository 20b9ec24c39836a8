import type { FastifyInstance, FastifyRequest } from "fastify";
import { forbidden } from "./http-errors.ts";

/** What a refused cross-site request says (a person only sees it if another site tried to act for them). */
export const CROSS_SITE_REFUSED = "This request came from another website, so it was refused.";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Sec-Fetch-Site values a browser sends for our own pages ('none': typed in the address bar or a bookmark). */
const OWN_SITE = new Set(["same-origin", "none"]);

export interface OriginPolicyOptions {
  /** The product's origins as browsers reach them (PUBLIC_URL). */
  publicOrigins: readonly string[];
  /** Paths that other sites call by design (the payment provider's webhook, signed on its own). */
  exempt?: readonly string[];
}

function isOwnOrigin(origin: string, request: FastifyRequest, publicOrigins: ReadonlySet<string>): boolean {
  if (publicOrigins.has(origin)) return true;
  // The origin the request was addressed to (the dev stack on its own port, a staging host behind the same config).
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

const isUpgrade = (request: FastifyRequest) => request.headers.upgrade?.toLowerCase() === "websocket";

/**
 * One rule for every server: a state-changing request and a WebSocket upgrade must come from our own pages. A browser
 * says where a request comes from in Sec-Fetch-Site and Origin (on every upgrade too); one from another site, or
 * another origin of the same site, is refused with 403 before its body is read or a socket is opened. A request with
 * neither header is not a browser's (a script, the payment provider), and no browser can be made to send one.
 * SameSite cookies alone would let a same-site origin (another subdomain) act for a child.
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
