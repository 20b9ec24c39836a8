import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * One HTTP call of the product: the single description that the server's route schemas, the browser
 * client and the contract test all read. `path` uses Fastify's `:param` syntax.
 */
export interface HttpCall {
  readonly method: HttpMethod;
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The successful answer. `z.void()` / `z.null()` for calls whose answer is not read. */
  readonly response: z.ZodType;
  /**
   * The media types of a successful answer that is not JSON (a photo's bytes): the browser loads such a call by
   * its URL (an `<img src>`), not through `callApi`.
   */
  readonly produces?: readonly string[];
  /**
   * Every other status this call answers, with what it means and what the client does about it. Their body is
   * `ErrorResponse`. Not repeated here: what the call's shape and route imply (400, 401 behind a sign-in, 413/415
   * with a body, 414 with path parameters). The OpenAPI document publishes them and the fuzzer holds the server to them.
   */
  readonly errors?: Readonly<Record<number, string>>;
}

export function defineCall<const Call extends HttpCall>(call: Call): Call {
  return call;
}

export type CallBody<Call extends HttpCall> = Call["body"] extends z.ZodType ? z.input<Call["body"]> : undefined;
export type CallQuery<Call extends HttpCall> = Call["query"] extends z.ZodType ? z.input<Call["query"]> : undefined;
export type CallParams<Call extends HttpCall> = Call["params"] extends z.ZodType ? z.input<Call["params"]> : undefined;
export type CallResponse<Call extends HttpCall> = z.output<Call["response"]>;

/** Path and query values are scalars; an object here is a programming error, not "[object Object]". */
function scalarToString(name: string, value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return value.toString();
  if (value instanceof Date) return value.toISOString();
  throw new TypeError(`"${name}" must be a string, number or boolean`);
}

/** Fills a Fastify-style path: `buildPath("/api/chat/:sessionId", { sessionId: "a" })` -> "/api/chat/a". */
export function buildPath(path: string, params: Readonly<Record<string, unknown>> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(scalarToString(name, value));
  });
}

/** `?name=value&...` for a call's query (arrays repeat the name; undefined and null are left out), or "". */
export function buildQueryString(query: Readonly<Record<string, unknown>> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== undefined && item !== null) search.append(name, scalarToString(name, item));
    }
  }
  const text = search.toString();
  return text === "" ? "" : `?${text}`;
}
