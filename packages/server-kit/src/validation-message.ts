import type { FastifySchemaValidationError } from "fastify";

export interface ReadableValidation {
  message: string;
  fieldErrors: Record<string, string>;
}

const CONTEXT_NAMES: Record<string, string> = {
  body: "The request body",
  querystring: "The query string",
  params: "The address",
  headers: "The request headers",
};

/** A message that already names its field ('Username is required') is kept as is; others get the field in front. */
export function readableValidation(issues: readonly FastifySchemaValidationError[], context: string | undefined): ReadableValidation {
  const fieldErrors: Record<string, string> = {};
  const sentences = issues.map((issue) => {
    const path = issue.instancePath.split("/").filter(Boolean);
    const field = path.join(".");
    const message = issue.message ?? "is not valid";
    if (!field) {
      if (issue.keyword === "invalid_type") return `${CONTEXT_NAMES[context ?? "body"] ?? "The request"} must be a JSON object.`;
      if (issue.keyword === "unrecognized_keys") {
        const keys = (issue.params as { keys?: string[] }).keys ?? [];
        return `Unknown field${keys.length === 1 ? "" : "s"}: ${keys.map((key) => `"${key}"`).join(", ")}.`;
      }
      return message;
    }
    fieldErrors[field] ??= message;
    const lastSegment = path.at(-1)?.toLowerCase() ?? "";
    return message.toLowerCase().includes(lastSegment) ? message : `${field}: ${message}`;
  });
  return { message: [...new Set(sentences)].join(" "), fieldErrors };
}
