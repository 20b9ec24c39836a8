import { ErrorResponse } from "@kidsafe/contracts";
import type { HttpCall } from "@kidsafe/contracts";
import type { ZodFastify } from "@kidsafe/server-kit";
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";

export type Api = ZodFastify;

type SchemaOf<Call extends HttpCall> = {
  params: Call extends { params: infer Params } ? Params : undefined;
  querystring: Call extends { query: infer Query } ? Query : undefined;
  body: Call extends { body: infer Body } ? Body : undefined;
  response: { 200: Call["response"]; "4xx": typeof ErrorResponse; "5xx": typeof ErrorResponse };
};

/** Every schema comes from packages/contracts, so the server validates and serializes exactly what the browser's client expects. */
export function routeOf<const Call extends HttpCall>(call: Call): { method: Call["method"]; url: Call["path"]; schema: SchemaOf<Call> } {
  return {
    method: call.method,
    url: call.path,
    // Fastify warns about a schema key that is present but undefined.
    schema: {
      ...(call.params && { params: call.params }),
      ...(call.query && { querystring: call.query }),
      ...(call.body && { body: call.body }),
      response: { 200: call.response, "4xx": ErrorResponse, "5xx": ErrorResponse },
    } as SchemaOf<Call>,
  };
}

export type HandlerOf<Call extends HttpCall> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<Call>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/** A handler for some of a family's calls, keyed by the call's name. */
export type HandlersOf<Calls extends Readonly<Record<string, HttpCall>>> = { [Name in keyof Calls]?: HandlerOf<Calls[Name]> };

/** Declares one route per handler, in the order the handlers are written. */
export function serveCalls<const Calls extends Readonly<Record<string, HttpCall>>>(app: Api, calls: Calls, handlers: HandlersOf<Calls>): void {
  for (const [name, handler] of Object.entries(handlers)) {
    const call = calls[name];
    if (!call || !handler) throw new Error(`No call named ${name}`);
    app.route({ ...routeOf(call), handler: handler as HandlerOf<HttpCall> });
  }
}

const OK = { ok: true as const };

/** For a call whose answer only says the work is done. */
export async function okOnceDone(work: Promise<unknown>): Promise<typeof OK> {
  await work;
  return OK;
}
