import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The single description that the server's route schemas, the browser client and the contract test all read. */
export interface HttpCall {
  readonly method: HttpMethod;
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
  /** The browser loads such a call by its URL (an `<img src>`), not through `callApi`. */
  readonly produces?: readonly string[];
  /** Not repeated here: what the call's shape and route imply (400, 401 behind a sign-in, 413/415 with a body, 414 with path parameters). */
  readonly errors?: Readonly<Record<number, string>>;
}

export function defineCall<const Call extends HttpCall>(call: Call): Call {
  return call;
}

export type CallBody<Call extends HttpCall> = Call["body"] extends z.ZodType ? z.input<Call["body"]> : undefined;
export type CallQuery<Call extends HttpCall> = Call["query"] extends z.ZodType ? z.input<Call["query"]> : undefined;
export type CallParams<Call extends HttpCall> = Call["params"] extends z.ZodType ? z.input<Call["params"]> : undefined;
export type CallResponse<Call extends HttpCall> = z.output<Call["response"]>;

/** An object here is a programming error, not "[object Object]". */
function scalarToString(name: string, value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return value.toString();
  if (value instanceof Date) return value.toISOString();
  throw new TypeError(`"${name}" must be a string, number or boolean`);
}

export function buildPath(path: string, params: Readonly<Record<string, unknown>> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(scalarToString(name, value));
  });
}

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
