// One-shot calls go through undici's request API instead of the global fetch, which costs far more CPU per call
// (docs/performance.md). Streams keep the global fetch, which hands the SDK the bytes as they come.
import type { HttpOptions } from "@google/genai";
import { requestIdHeaders } from "@kidsafe/server-kit/request-id";
import { request } from "undici";

/** The SDK names it with DOM types this Node project does not load. */
type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

const encoder = new TextEncoder();

/** A Response refuses a body for these. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

function responseHeaders(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
  }
  return headers;
}

export const geminiFetch: Fetch = async (input, init) => {
  const body = init?.body;
  const headers = new Headers(init?.headers);
  for (const [name, value] of Object.entries(requestIdHeaders())) headers.set(name, value);
  if (typeof input !== "string" || input.includes("alt=sse") || (body != null && typeof body !== "string")) {
    return fetch(input, { ...init, headers });
  }
  const signal = init?.signal ?? undefined;
  try {
    const answer = await request(input, {
      method: init?.method ?? "GET",
      headers: Object.fromEntries(headers),
      // Memory of its own: undici would copy a string into Node's Buffer pool, and a slow call would keep a whole slab alive.
      body: body == null ? undefined : encoder.encode(body),
      signal,
      // As the SDK asks of fetch: no transport timeouts; the caller's signal bounds the whole call.
      headersTimeout: 0,
      bodyTimeout: 0,
    });
    const bytes = await answer.body.arrayBuffer();
    return new Response(NULL_BODY_STATUSES.has(answer.statusCode) ? null : bytes, {
      status: answer.statusCode,
      headers: responseHeaders(answer.headers),
    });
  } catch (error) {
    // As fetch: an abort rejects with the signal's reason.
    if (signal?.aborted) throw signal.reason;
    throw new TypeError("fetch failed", { cause: error });
  }
};

export function geminiHttpOptions(baseUrl?: string): HttpOptions {
  return { fetch: geminiFetch, ...(baseUrl ? { baseUrl } : {}) };
}
