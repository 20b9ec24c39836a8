import { ErrorResponse } from "@kidsafe/contracts";
import type { HttpCall } from "@kidsafe/contracts";
import type { ZodFastify } from "@kidsafe/server-kit";

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
