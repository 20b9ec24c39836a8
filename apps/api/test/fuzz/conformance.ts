import { Ajv2020 } from "ajv/dist/2020.js";
import type { ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { OpenApiDocument, Operation } from "../../src/modules/openapi/index.ts";

export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** What is wrong with one answer against its operation in the document, or undefined when nothing is. */
export type Verdict = string | undefined;

/**
 * Checks answers against the document: the status is one the operation lists, the content type is the listed
 * one, and the body is valid against the listed schema (JSON Schema 2020-12, as OpenAPI 3.1 reads it).
 */
export function conformanceChecker(document: OpenApiDocument) {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addFormat("base64", true);
  for (const [name, schema] of Object.entries(document.components.schemas)) ajv.addSchema(schema as object, `#/components/schemas/${name}`);
  const validators = new Map<object, ValidateFunction>();
  const validatorOf = (schema: object) => {
    let validate = validators.get(schema);
    if (!validate) {
      const ref = (schema as { $ref?: string }).$ref;
      validate = ref ? ajv.getSchema(ref) : ajv.compile(schema);
      if (!validate) throw new Error(`the document's ${ref ?? "schema"} does not compile`);
      validators.set(schema, validate);
    }
    return validate;
  };

  return (operation: Operation, answer: Answer): Verdict => {
    if (answer.statusCode >= 500 && answer.statusCode !== 502 && answer.statusCode !== 503 && answer.statusCode !== 504) {
      return `answered ${answer.statusCode.toString()}: ${answer.body.slice(0, 300)}`;
    }
    const documented = operation.responses[String(answer.statusCode)];
    if (!documented)
      return `answered ${answer.statusCode.toString()}, which the document does not list (${Object.keys(operation.responses).join(", ")}): ${answer.body.slice(0, 300)}`;
    const sentType = [answer.headers["content-type"] ?? ""].flat().join(", ");
    const listed = Object.entries(documented.content);
    const [contentType, media] = listed.find(([type]) => sentType.startsWith(type)) ?? [];
    if (listed.length > 0 && !contentType) {
      return `answered ${answer.statusCode.toString()} as "${sentType}", not ${listed.map(([type]) => type).join(" or ")}`;
    }
    // A media type without a schema is bytes (a photo): its type is all the document says about it.
    if (!media?.schema) return undefined;
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return `answered ${answer.statusCode.toString()} with a body that is not JSON: ${answer.body.slice(0, 200)}`;
    }
    const validate = validatorOf(media.schema);
    if (!validate(body))
      return `answered ${answer.statusCode.toString()} with a body the document does not allow: ${ajv.errorsText(validate.errors)}: ${answer.body.slice(0, 300)}`;
    const { message, limitReached } = body as { message?: unknown; limitReached?: unknown };
    if (answer.statusCode >= 400 && typeof message === "string" && message.trim() === "") {
      return `answered ${answer.statusCode.toString()} with an empty message`;
    }
    // Every rate limit says when to try again; a full chat (limitReached) is not a rate limit.
    if (answer.statusCode === 429 && limitReached !== true && answer.headers["retry-after"] === undefined) {
      return "answered 429 without the Retry-After header the document describes";
    }
    return undefined;
  };
}
