import { request as httpRequest } from "node:http";
import type { ClientRequest, IncomingHttpHeaders, IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import type { Socket } from "node:net";
import { readCappedBody } from "./body.ts";
import { SafeFetchError, isSafeFetchError } from "./errors.ts";
import { PUBLIC_WEB_POLICY } from "./network-policy.ts";
import type { NetworkPolicy } from "./network-policy.ts";
import { pinnedLookup, systemResolver } from "./pinned-lookup.ts";
import type { Resolver } from "./pinned-lookup.ts";
import { checkTarget } from "./target.ts";
import type { Target } from "./target.ts";

export interface SafeFetchOptions {
  policy?: NetworkPolicy;
  /** Tests inject one to play DNS rebinding. */
  resolve?: Resolver;
  maxRedirects?: number;
  /** Runs after the policy's checks; a refused redirect ends with `http-status` before anything is sent to `target`. */
  followRedirect?: (target: URL) => boolean;
  connectTimeoutMs?: number;
  totalTimeoutMs?: number;
  maxBodyBytes?: number;
  acceptContentTypes?: readonly string[] | "any";
  userAgent?: string;
}

export interface SafeFetchResult {
  url: string;
  status: number;
  mimeType: string;
  contentType: string;
  body: Buffer;
  redirects: string[];
  headers: IncomingHttpHeaders;
}

export const HTML_CONTENT_TYPES = ["text/html", "application/xhtml+xml"] as const;

export const SAFE_FETCH_DEFAULTS = {
  maxRedirects: 3,
  connectTimeoutMs: 3_000,
  totalTimeoutMs: 8_000,
  maxBodyBytes: 2 * 1024 * 1024,
  acceptContentTypes: HTML_CONTENT_TYPES,
  userAgent: "Mozilla/5.0 (compatible; KidSafeAI-Preview/1.0)",
} as const;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Every hop is checked before connecting, on the address actually connected to; redirects are followed by hand; no
 * cookie is ever sent or kept.
 */
export async function safeFetch(input: string | URL, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const settings = { ...SAFE_FETCH_DEFAULTS, policy: PUBLIC_WEB_POLICY, resolve: systemResolver, ...options };
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), settings.totalTimeoutMs);
  let hop = 0;
  try {
    const redirects: string[] = [];
    let current: string | URL = input;
    for (; ; hop++) {
      const target = checkTarget(current, settings.policy, hop);
      const response = await openResponse(target, settings, hop, deadline.signal);
      const status = response.statusCode ?? 0;

      if (REDIRECT_STATUSES.has(status)) {
        response.destroy();
        if (hop >= settings.maxRedirects) {
          throw new SafeFetchError("too-many-redirects", `The website redirected more than ${settings.maxRedirects} times.`, { hop });
        }
        redirects.push(target.url.href);
        const next = nextLocation(response, target, hop);
        // A network in between could answer an insecure hop of a secure page.
        if (target.url.protocol === "https:" && next.protocol === "http:") {
          throw new SafeFetchError("http-status", "The website redirected from a secure address to an insecure one, which was not followed.", {
            hop,
            status,
          });
        }
        if (settings.followRedirect && !settings.followRedirect(next)) {
          throw new SafeFetchError("http-status", "The website redirected to an address that was not followed.", { hop, status });
        }
        current = next;
        continue;
      }
      if (status < 200 || status > 299) {
        response.destroy();
        throw new SafeFetchError("http-status", `The website answered with an error (${status}).`, { hop, status });
      }

      const contentType = String(response.headers["content-type"] ?? "");
      const mimeType = contentType.split(";")[0]!.trim().toLowerCase();
      if (settings.acceptContentTypes !== "any" && !settings.acceptContentTypes.includes(mimeType)) {
        response.destroy();
        throw new SafeFetchError("unsupported-content-type", "That address is not a web page.", { hop, status });
      }
      const body = await readCappedBody(response, settings.maxBodyBytes, hop);
      return { url: target.url.href, status, mimeType, contentType, body, redirects, headers: response.headers };
    }
  } catch (error) {
    if (deadline.signal.aborted) {
      throw new SafeFetchError("timeout", "The website took too long to answer.", { hop, cause: error });
    }
    if (isSafeFetchError(error)) throw error;
    throw new SafeFetchError("network", "The website could not be reached.", { hop, cause: error });
  } finally {
    clearTimeout(timer);
  }
}

function nextLocation(response: IncomingMessage, target: Target, hop: number): URL {
  const location = response.headers.location;
  if (!location) {
    throw new SafeFetchError("http-status", "The website redirected without saying where to.", { hop, status: response.statusCode });
  }
  try {
    return new URL(location, target.url);
  } catch (cause) {
    throw new SafeFetchError("invalid-url", "The website redirected to an invalid address.", { hop: hop + 1, cause });
  }
}

type Settings = Required<Pick<SafeFetchOptions, "policy" | "resolve" | "connectTimeoutMs" | "userAgent">>;

function openResponse(target: Target, settings: Settings, hop: number, signal: AbortSignal): Promise<IncomingMessage> {
  const send = target.url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request: ClientRequest = send(target.url, {
      method: "GET",
      // Nothing pooled, so every hop's connection goes through the check below.
      agent: false,
      lookup: pinnedLookup(settings.policy, target.port, hop, settings.resolve),
      signal,
      headers: {
        "user-agent": settings.userAgent,
        accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1",
        "accept-language": "en",
        "accept-encoding": "gzip, deflate, br",
        connection: "close",
      },
    });
    request.once("socket", (socket) => guardSocket(request, socket, target, settings, hop));
    request.once("response", resolve);
    // `on`, not `once`: a request can fail again after its first error, and an unheard 'error' crashes the process.
    request.on("error", reject);
    request.end();
  });
}

/** Defence in depth: the lookup already refused forbidden addresses, so failing here means a bug. */
function guardSocket(request: ClientRequest, socket: Socket, target: Target, settings: Settings, hop: number): void {
  const timer = setTimeout(() => {
    request.destroy(new SafeFetchError("connect-timeout", "The website took too long to answer.", { hop }));
  }, settings.connectTimeoutMs);
  const connectedEvent = target.url.protocol === "https:" ? "secureConnect" : "connect";
  socket.once("connect", () => {
    const remote = socket.remoteAddress ?? "";
    if (!settings.policy.checkAddress(remote, target.port).allowed) {
      clearTimeout(timer);
      request.destroy(new SafeFetchError("forbidden-address", "That website points to a private or local network address.", { hop }));
    }
  });
  socket.once(connectedEvent, () => clearTimeout(timer));
  socket.once("close", () => clearTimeout(timer));
}
