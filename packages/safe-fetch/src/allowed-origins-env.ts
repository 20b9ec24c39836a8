import { z } from "zod";
import { parseAllowedOrigins } from "./allowed-origins.ts";

/** SAFE_FETCH_ALLOW_ORIGINS in a server's environment schema: the origins as parsed, none when unset. */
export const SafeFetchAllowOriginsVariable = z
  .string()
  .optional()
  .transform((value, context) => {
    try {
      return parseAllowedOrigins(value);
    } catch (error) {
      context.addIssue({ code: "custom", message: (error as Error).message });
      return z.NEVER;
    }
  });

/** The issue a production server's environment raises when it opens local origins (they are for development). */
export const ALLOWED_ORIGINS_IN_PRODUCTION: { code: "custom"; path: string[]; message: string } = {
  code: "custom",
  path: ["SAFE_FETCH_ALLOW_ORIGINS"],
  message: "SAFE_FETCH_ALLOW_ORIGINS opens local addresses: not allowed in production",
};
