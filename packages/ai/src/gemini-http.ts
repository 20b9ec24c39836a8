// How the @google/genai SDK reaches Gemini. Its one-shot calls (generateContent: a chat reply, a search overview,
// a web search) go through undici's request API instead of the global fetch: the same HTTP/1.1 with keep-alive,
// at about a fifth of the CPU per call (fetch's WHATWG streams and Request/Response objects cost more than a
// search's own work; docs/performance.md). Streams (streamGenerateContent over SSE) and any other kind of body
// keep the global fetch, which hands the SDK the bytes as they come. Both carry the current request's id
// (X-Request-Id), so a call can be found from the log line of the request or job that made it.
import type { HttpOptions } from "@google/genai";
import { requestIdHeaders } from "@kidsafe/server-kit/request-id";
import { request } from "undici";

/** The global fetch's shape (the SDK names it with DOM types this Node project does not load). */
type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

const encoder = new TextEncoder();

/** Statuses whose response has no body (a Response refuses one). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

function responseHeaders(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
  }
  return headers;
}

/** A fetch for the SDK's `httpOptions.fetch`: one-shot calls through undici.request, the rest through fetch. */
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
      // Encoded onto memory of its own: undici would copy a string into a slice of Node's Buffer pool, and a request
      // waiting on a slow provider would keep the whole 64 kB slab alive with it.
      body: body == null ? undefined : encoder.encode(body),
      signal,
      // As the SDK asks of fetch: no transport timeouts, the caller's signal bounds the whole call (a long answer
      // must not be cut at undici's default of 300 s without it, and is cut at the caller's limit with it).
      headersTimeout: 0,
      bodyTimeout: 0,
    });
    const bytes = await answer.body.arrayBuffer();
    return new Response(NULL_BODY_STATUSES.has(answer.statusCode) ? null : bytes, {
      status: answer.statusCode,
      headers: responseHeaders(answer.headers),
    });
  } catch (error) {
    // As fetch: an abort rejects with the signal's reason, any other failure with "fetch failed".
    if (signal?.aborted) throw signal.reason;
    throw new TypeError("fetch failed", { cause: error });
  }
};

/** The SDK's HTTP options for every Gemini client: `baseUrl` is the emulator or a test server (Google's when unset). */
export function geminiHttpOptions(baseUrl?: string): HttpOptions {
  return { fetch: geminiFetch, ...(baseUrl ? { baseUrl } : {}) };
}
