import type { FastifyInstance } from "fastify";
import { badRequest } from "./http-errors.ts";

export const NUL_CHARACTER_MESSAGE = "Text may not contain the NUL character (U+0000).";

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

/** PostgreSQL's text cannot hold U+0000, so it is refused with a 400 naming the field before any handler. */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook("preValidation", (request, _reply, done) => {
    const field = pathOfNul(request.body, "") ?? pathOfNul(request.query, "") ?? pathOfNul(request.params, "");
    if (field === undefined) return done();
    done(badRequest(NUL_CHARACTER_MESSAGE, { [field === "" ? "body" : field]: NUL_CHARACTER_MESSAGE }));
  });
}
