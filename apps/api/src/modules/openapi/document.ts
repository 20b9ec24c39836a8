import { CALL_DESCRIPTIONS, CALL_TAGS, ErrorResponse, httpCalls, operationCalls } from "@kidsafe/contracts";
import type { CallDescription, CallTag, HttpCall } from "@kidsafe/contracts";
import { MAX_PARAM_LENGTH } from "@kidsafe/server-kit";
import { z } from "zod";
import type { RouteEntry } from "../../http/route-table.ts";
import { FORBIDDEN_OF_ROLE, SCHEMES_OF_ROLE, UNAUTHORIZED_OF_ROLE, securitySchemesOf } from "./security.ts";
import { WEBSOCKET_DESCRIPTION, WEBSOCKET_EXTENSION, WEBSOCKET_SCHEMAS } from "./websocket.ts";

export const DOCUMENTED_CALLS: Readonly<Record<string, HttpCall>> = { ...httpCalls, ...operationCalls };

/** Fastify can answer 400, 413 and 415 for these. */
const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const JSON_TYPE = "application/json";
const ERROR_REF = { $ref: "#/components/schemas/ErrorResponse" };
const RETRY_AFTER = {
  "Retry-After": {
    description: "Seconds until the rate limit lets the request through (sent by every rate limit; not by a full chat).",
    schema: { type: "integer", minimum: 1 },
  },
};

type JsonSchema = Record<string, unknown>;
type Io = "input" | "output";

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string; description: string }>;
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: ReturnType<typeof securitySchemesOf> };
  "x-websocket": typeof WEBSOCKET_EXTENSION;
}

export interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  parameters?: Array<{ name: string; in: "path" | "query"; required: boolean; schema: unknown }>;
  requestBody?: { required: boolean; content: Record<string, { schema: unknown }> };
  /** Without a schema: bytes (a photo), not JSON. */
  responses: Record<string, { description: string; headers?: Record<string, unknown>; content: Record<string, { schema?: unknown }> }>;
  /** Empty on a public call: OpenAPI has no document-wide default. */
  security: Array<Record<string, string[]>>;
}

export interface BuiltDocument {
  document: OpenApiDocument;
  undocumentedRoutes: string[];
  unservedCalls: string[];
}

export function jsonSchemaOf(schema: z.ZodType, io: Io): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" });
  return rest;
}

const routeKey = (method: string, path: string) => `${method} ${path}`;
const openApiPath = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, "{$1}");

const SERVERS = [{ url: "/", description: "The origin this document was read from: the API shares the student site's origin." }];

/** A call added without one still gets both (the contracts' test names it). */
function aboutCall(name: string, call: HttpCall): CallDescription {
  return (
    (CALL_DESCRIPTIONS as Partial<Record<string, CallDescription>>)[name] ?? { tag: "Operations", description: `${call.method} ${call.path}` }
  );
}

function parametersOf(schema: z.ZodType | undefined, location: "path" | "query"): NonNullable<Operation["parameters"]> {
  if (!schema) return [];
  const object = jsonSchemaOf(schema, "input") as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === "path" || (object.required ?? []).includes(name),
    schema: property,
  }));
}

/** 414 for path parameters is the router's limit on their length. A status the route declared its own body for uses that body. */
function responsesOf(call: HttpCall, route: RouteEntry): Operation["responses"] {
  const statuses = new Map<number, string>();
  const readsBody = BODY_METHODS.has(route.method);
  // Any request may be refused: a query string holding the NUL character is, even on a call that reads none.
  statuses.set(
    400,
    "The request does not match this call's schema, its body is not JSON, or a string in it holds the NUL character: `message` says what to change and `fieldErrors` names the field.",
  );
  if (route.access !== "public") statuses.set(401, UNAUTHORIZED_OF_ROLE[route.access]);
  const forbidden = route.access === "public" ? undefined : FORBIDDEN_OF_ROLE[route.access];
  if (forbidden) statuses.set(403, forbidden);
  if (route.collects) {
    statuses.set(
      403,
      "The student is under 13, or has not given a birth year, and no linked parent has consented yet (`message` asks for a parent).",
    );
  }
  if (call.params) statuses.set(414, `A path parameter is longer than ${MAX_PARAM_LENGTH.toString()} characters.`);
  if (readsBody) {
    statuses.set(413, "The request body is larger than this call accepts.");
    if (!route.anyContentType) statuses.set(415, "The request body is not JSON: send it with Content-Type: application/json.");
  }
  for (const [status, meaning] of Object.entries(call.errors ?? {})) statuses.set(Number(status), meaning);

  const ownSchema = (status: number) => route.responses[String(status)] as z.ZodType | undefined;
  const responses: Operation["responses"] = {
    200: call.produces
      ? { description: "OK: the bytes themselves", content: Object.fromEntries(call.produces.map((type) => [type, {}])) }
      : { description: "OK", content: { [JSON_TYPE]: { schema: jsonSchemaOf(ownSchema(200) ?? call.response, "output") } } },
  };
  for (const [status, description] of [...statuses].sort(([a], [b]) => a - b)) {
    const own = ownSchema(status);
    const content = { [JSON_TYPE]: { schema: own ? jsonSchemaOf(own, "output") : ERROR_REF } };
    responses[status] = { description, ...(status === 429 && { headers: RETRY_AFTER }), content };
  }
  return responses;
}

function operationOf(name: string, call: HttpCall, route: RouteEntry): Operation {
  const parameters = [...parametersOf(call.params, "path"), ...parametersOf(call.query, "query")];
  const { tag, description } = aboutCall(name, call);
  return {
    operationId: name,
    tags: [tag],
    summary: `${call.method} ${call.path}`,
    description,
    ...(parameters.length > 0 && { parameters }),
    ...(call.body && { requestBody: { required: true, content: { [JSON_TYPE]: { schema: jsonSchemaOf(call.body, "input") } } } }),
    responses: responsesOf(call, route),
    security: route.access === "public" ? [] : SCHEMES_OF_ROLE[route.access].map((scheme) => ({ [scheme]: [] })),
  };
}

const DESCRIPTION = `
The HTTP API of KidSafe AI, generated from the zod contracts in \`packages/contracts\` and the server's own route
table (which role's session each route needs). Every request and answer body is JSON, but a photo's bytes (its
image type in Content-Type). Every answer other than 2xx
has the \`ErrorResponse\` body unless its status says otherwise: \`message\` is written for a person and is shown as
is. Limits answer 429 with a \`Retry-After\` header. Any call may answer 503 while the server cannot reach its
database or Redis (a restart): the same request succeeds once they are back.
${WEBSOCKET_DESCRIPTION}`;

export function buildOpenApiDocument(routes: readonly RouteEntry[], options: { secureCookies: boolean; version: string }): BuiltDocument {
  const routeByKey = new Map(routes.map((route) => [routeKey(route.method, route.url), route]));
  const callKeys = new Set<string>();
  const paths: OpenApiDocument["paths"] = {};
  const unservedCalls: string[] = [];
  for (const [name, call] of Object.entries(DOCUMENTED_CALLS)) {
    const key = routeKey(call.method, call.path);
    callKeys.add(key);
    const route = routeByKey.get(key);
    if (!route) {
      unservedCalls.push(name);
      continue;
    }
    (paths[openApiPath(call.path)] ??= {})[call.method.toLowerCase()] = operationOf(name, call, route);
  }
  const usedTags = new Set(Object.values(paths).flatMap((methods) => Object.values(methods).flatMap((operation) => operation.tags)));
  return {
    document: {
      openapi: "3.1.0",
      info: { title: "KidSafe AI API", version: options.version, description: DESCRIPTION },
      servers: SERVERS,
      tags: (Object.keys(CALL_TAGS) as CallTag[]).filter((tag) => usedTags.has(tag)).map((tag) => ({ name: tag, description: CALL_TAGS[tag] })),
      paths,
      components: {
        schemas: { ErrorResponse: jsonSchemaOf(ErrorResponse, "output"), ...WEBSOCKET_SCHEMAS },
        securitySchemes: securitySchemesOf(options.secureCookies),
      },
      "x-websocket": WEBSOCKET_EXTENSION,
    },
    undocumentedRoutes: [...routeByKey.keys()].filter((key) => !callKeys.has(key)),
    unservedCalls,
  };
}
