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
}

export function defineCall<const Call extends HttpCall>(call: Call): Call {
  return call;
}

export type CallBody<Call extends HttpCall> = Call["body"] extends z.ZodType ? z.input<Call["body"]> : undefined;
export type CallQuery<Call extends HttpCall> = Call["query"] extends z.ZodType ? z.input<Call["query"]> : undefined;
export type CallParams<Call extends HttpCall> = Call["params"] extends z.ZodType ? z.input<Call["params"]> : undefined;
export type CallResponse<Call extends HttpCall> = z.output<Call["response"]>;
