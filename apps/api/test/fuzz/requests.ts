import fc from "fast-check";
import type { Operation } from "../../src/modules/openapi/index.ts";
import { arbitraryOf } from "./schema-arbitrary.ts";
import type { JsonSchema } from "./schema-arbitrary.ts";
import { anyJson, brokenBodies, nastyString, withOneThingWrong } from "./wrong-inputs.ts";
import type { RawBody } from "./wrong-inputs.ts";

/** One generated request of an operation: what it tries, and the parts that go on the wire. */
export interface FuzzRequest {
  kind: string;
  pathParams: Record<string, string>;
  query: Record<string, string[]>;
  body?: RawBody;
}

const BODY_METHODS = new Set(["post", "put", "patch", "delete"]);

const asText = (value: unknown): string => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""));

/** A lone surrogate has no UTF-8: it goes out as the bytes a careless encoder writes, which are not UTF-8 either. */
const LONE_SURROGATE_BYTES = "%ED%A0%80";

/**
 * A path segment that names this route and no other: never empty, `/` escaped, and never `.` or `..` (even escaped as
 * `%2E`, URL parsing removes a dot segment, so the request would name another route: three dots are no dot segment).
 */
const segment = (value: unknown) => {
  const text = asText(value);
  const characters = Array.from(text === "" ? "-" : text === "." || text === ".." ? "..." : text);
  return characters
    .map((character) => (/^[\uD800-\uDFFF]$/.test(character) ? LONE_SURROGATE_BYTES : encodeURIComponent(character).replace(/\./g, "%2E")))
    .join("");
};

function objectArbitrary(parameters: NonNullable<Operation["parameters"]>, location: "path" | "query") {
  const mine = parameters.filter((parameter) => parameter.in === location);
  return {
    valid: fc.record(Object.fromEntries(mine.map((parameter) => [parameter.name, arbitraryOf(parameter.schema as JsonSchema)])), {
      requiredKeys: mine.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    }) as fc.Arbitrary<Record<string, unknown>>,
    names: mine.map((parameter) => parameter.name),
  };
}

/** Requests for one operation of the document: mostly valid ones (what a browser sends), then every kind of wrong. */
export function requestsOf(method: string, operation: Operation): fc.Arbitrary<FuzzRequest> {
  const parameters = operation.parameters ?? [];
  const path = objectArbitrary(parameters, "path");
  const query = objectArbitrary(parameters, "query");
  const bodySchema = operation.requestBody?.content["application/json"]?.schema as JsonSchema | undefined;
  const validBody = bodySchema ? arbitraryOf(bodySchema) : fc.constant(undefined);
  const json = (value: unknown): RawBody | undefined =>
    value === undefined ? undefined : { contentType: "application/json", payload: JSON.stringify(value) };

  const toPath = (values: Record<string, unknown>) => Object.fromEntries(path.names.map((name) => [name, segment(values[name] ?? "1")]));
  const toQuery = (values: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(values).map(([name, value]) => [name, Array.isArray(value) ? value.map(asText) : [asText(value)]]));

  const valid = fc.record({ path: path.valid, query: query.valid, body: validBody }).map((parts): FuzzRequest => ({
    kind: "valid",
    pathParams: toPath(parts.path),
    query: toQuery(parts.query),
    ...(bodySchema && { body: json(parts.body) }),
  }));
  const kinds: Array<fc.WeightedArbitrary<FuzzRequest>> = [{ arbitrary: valid, weight: 4 }];
  const withParts = (
    kind: string,
    parts: Partial<{
      path: fc.Arbitrary<Record<string, string>>;
      query: fc.Arbitrary<Record<string, string[]>>;
      body: fc.Arbitrary<RawBody | undefined>;
    }>,
  ) =>
    fc
      .record({
        path: parts.path ?? path.valid.map(toPath),
        query: parts.query ?? query.valid.map(toQuery),
        body: parts.body ?? validBody.map(json),
      })
      .map((built): FuzzRequest => ({ kind, pathParams: built.path, query: built.query, ...(built.body && { body: built.body }) }));

  if (path.names.length > 0) {
    const wrongPath = fc.record(Object.fromEntries(path.names.map((name) => [name, fc.oneof(nastyString, anyJson).map(segment)])));
    kinds.push({ arbitrary: withParts("wrong path parameter", { path: wrongPath }), weight: 2 });
  }
  const wrongQuery = fc
    .tuple(query.valid, fc.nat(), fc.constantFrom("remove", "retype", "extra"), fc.oneof(nastyString, anyJson))
    .map(([values, index, how, wrong]) =>
      toQuery(withOneQueryValueWrong(values, query.names[index % Math.max(1, query.names.length)], how, wrong)),
    );
  kinds.push({ arbitrary: withParts("wrong query", { query: wrongQuery }), weight: query.names.length > 0 ? 2 : 1 });
  if (bodySchema) {
    kinds.push({ arbitrary: withParts("wrong body", { body: withOneThingWrong(validBody).map(json) }), weight: 3 });
    kinds.push({ arbitrary: withParts("any JSON body", { body: anyJson.map(json) }), weight: 1 });
  }
  if (BODY_METHODS.has(method)) kinds.push({ arbitrary: withParts("broken body", { body: brokenBodies(validBody) }), weight: 2 });
  return fc.oneof(...kinds);
}

/** Query values with one thing wrong: a required one missing, one of a wrong value, or one too many. */
function withOneQueryValueWrong(
  values: Record<string, unknown>,
  name: string | undefined,
  how: string,
  wrong: unknown,
): Record<string, unknown> {
  const copy = { ...values };
  if (name === undefined || how === "extra") copy.unexpected = wrong;
  else if (how === "remove") delete copy[name];
  else copy[name] = Array.isArray(wrong) ? wrong : asText(wrong);
  return copy;
}

/** The URL of a generated request. */
export function urlOf(pathTemplate: string, request: FuzzRequest): string {
  const path = pathTemplate.replace(/\{([^}]+)\}/g, (_match, name: string) => request.pathParams[name] ?? "1");
  const search = new URLSearchParams();
  for (const [name, values] of Object.entries(request.query)) for (const value of values) search.append(name, value);
  const text = search.toString();
  return text === "" ? path : `${path}?${text}`;
}
