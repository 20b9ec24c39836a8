import type { FastifyInstance } from "fastify";
import { badRequest } from "./http-errors.ts";

export const NUL_CHARACTER_MESSAGE = "Text may not contain the NUL character (U+0000).";

/** The path of the first string holding U+0000 in a parsed body, query or params, or undefined. */
function pathOfNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? path : undefined;
  if (typeof value !== "object" || value === null || Buffer.isBuffer(value) || depth > 32) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes("\u0000")) return path;
    const found = pathOfNul(inner, path === "" ? key : `${path}.${key}`, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * One place for U+0000 in any string a request sends: PostgreSQL's text cannot hold it (it answered 500), and no
 * person types it. A 400 naming the field, before validation and before any handler.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook("preValidation", (request, _reply, done) => {
    const field = pathOfNul(request.body, "") ?? pathOfNul(request.query, "") ?? pathOfNul(request.params, "");
    if (field === undefined) return done();
    done(badRequest(NUL_CHARACTER_MESSAGE, { [field === "" ? "body" : field]: NUL_CHARACTER_MESSAGE }));
  });
}
