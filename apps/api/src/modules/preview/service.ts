import { createHash } from "node:crypto";
import type { LinkPreview } from "@kidsafe/contracts";
import { HTML_CONTENT_TYPES, decodeText, isIpLiteral, isSafeFetchError, safeFetch } from "@kidsafe/safe-fetch";
import type { SafeFetchOptions } from "@kidsafe/safe-fetch";
import { badRequest, forbidden, tooManyRequests } from "@kidsafe/server-kit";
import type { RateLimiter } from "@kidsafe/server-kit";
import type { Redis } from "ioredis";
import { judgeSite } from "@kidsafe/ai";
import { allowsFraming } from "./framing.ts";
import { readPageMetadata } from "./page-metadata.ts";
import { previewFailure } from "./preview-errors.ts";
import { PREVIEW_RATE_LIMIT_MESSAGE } from "./rate-limits.ts";

/** A voice chat reopening a link costs nothing, and a changed page shows within minutes. */
export const PREVIEW_CACHE_TTL_SECONDS = 15 * 60;
/** Metadata lives in the <head>, far below it. */
export const PREVIEW_MAX_BODY_BYTES = 2 * 1024 * 1024;
export const PREVIEW_TOTAL_TIMEOUT_MS = 8_000;

export const UNSUITABLE_WEBSITE_MESSAGE = "This website isn't suitable for previews.";

export interface PreviewServiceOptions {
  redis: Redis;
  /** Production leaves the network policy at its default; only tests widen it for their local test site. */
  fetch?: SafeFetchOptions;
  limits: { perStudent: RateLimiter; perIp: RateLimiter };
  usageLock: { refuseWhenLocked(userId: number): Promise<void> };
}

/** Judged by the search safety filter before and after fetching. */
export function createPreviewService(options: PreviewServiceOptions) {
  const inFlight = new Map<string, Promise<LinkPreview>>();
  const fetchOptions: SafeFetchOptions = {
    maxBodyBytes: PREVIEW_MAX_BODY_BYTES,
    totalTimeoutMs: PREVIEW_TOTAL_TIMEOUT_MS,
    acceptContentTypes: HTML_CONTENT_TYPES,
    ...options.fetch,
  };

  async function fetchPreview(url: URL): Promise<LinkPreview> {
    let page;
    try {
      page = await safeFetch(url, fetchOptions);
    } catch (error) {
      if (isSafeFetchError(error)) throw previewFailure(error);
      throw error;
    }
    const metadata = readPageMetadata(decodeText(page.body, page.contentType), page.url);
    // The page the child would open (after redirects) and what it says about itself must pass too.
    const verdict = judgeSite({ title: metadata.title, description: metadata.description, url: page.url }, { age: null, studyMode: false });
    if (!verdict.safe) throw forbidden(UNSUITABLE_WEBSITE_MESSAGE);
    return { ...metadata, embeddable: allowsFraming(page.url, page.headers) };
  }

  return {
    /** Each ask counts toward both rate limits, cache hits too. */
    async preview(rawUrl: string, asker: { caller: string; student?: number; ip: string }): Promise<LinkPreview> {
      const [perStudent, perIp] = await Promise.all([options.limits.perStudent.hit(asker.caller), options.limits.perIp.hit(asker.ip)]);
      const blocked = [perStudent, perIp].find((state) => !state.allowed);
      if (blocked) throw tooManyRequests(PREVIEW_RATE_LIMIT_MESSAGE, blocked.retryAfterMs);
      if (asker.student !== undefined) await options.usageLock.refuseWhenLocked(asker.student);

      const url = new URL(rawUrl);
      url.hash = "";
      // A numeric address is refused before anything is fetched, as the AI layer refuses bare IP links in replies.
      if (isIpLiteral(url.hostname)) throw badRequest("Previews work for website names, not numeric addresses.");
      const requested = judgeSite({ title: "", description: "", url: url.href }, { age: null, studyMode: false });
      if (!requested.safe) {
        throw requested.reason === "invalid-url"
          ? badRequest("This link can't be previewed: it is not a plain web address.")
          : forbidden(UNSUITABLE_WEBSITE_MESSAGE);
      }

      const key = previewCacheKey(url.href);
      const cached = await options.redis.get(key);
      if (cached) return JSON.parse(cached) as LinkPreview;

      const running = inFlight.get(key);
      if (running) return running;
      const fetching = fetchPreview(url)
        .then(async (preview) => {
          await options.redis.set(key, JSON.stringify(preview), "EX", PREVIEW_CACHE_TTL_SECONDS);
          return preview;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, fetching);
      return fetching;
    },
  };
}

export type PreviewService = ReturnType<typeof createPreviewService>;

/** Without its #fragment. */
export function previewCacheKey(href: string): string {
  return `preview:v2:${createHash("sha256").update(href).digest("hex")}`;
}
