import type { FastifyInstance } from "fastify";
import { badRequest } from "./http-errors.ts";

const NUL_REFUSED = "Text may not contain the NUL character (\\u0000).";

/** Whether a parsed JSON value holds the NUL character in any string or key. */
function holdsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(holdsNul);
  if (typeof value === "object" && value !== null) return Object.entries(value).some(([key, item]) => key.includes("\u0000") || holdsNul(item));
  return false;
}

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), and refused with a 400 when a string holds
 * NUL: PostgreSQL cannot store it in text, so it would otherwise fail deep in a query as a 500. The walk runs only
 * when the raw text has the escape at all.
 */
export function refuseNulInJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body as string;
    void parseJson(request, text, (error, value) => {
      if (error) return done(error);
      if (text.includes("\\u0000") && holdsNul(value)) return done(badRequest(NUL_REFUSED));
      done(null, value);
    });
  });
}
