import { z } from "zod";
import { setNat64Prefixes } from "./address-policy.ts";
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

/**
 * SAFE_FETCH_NAT64_PREFIXES: the network's own NAT64 /96 prefixes (comma-separated), besides 64:ff9b::/96. Parsing
 * checks them; `applyNat64Prefixes` makes every safe fetch of the process judge their addresses by the IPv4 inside.
 */
export const SafeFetchNat64PrefixesVariable = z
  .string()
  .optional()
  .transform((value, context) => {
    const prefixes = (value ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter((entry) => entry !== "");
    try {
      setNat64Prefixes(prefixes);
      return prefixes;
    } catch (error) {
      context.addIssue({ code: "custom", message: (error as Error).message });
      return z.NEVER;
    }
  });

export { setNat64Prefixes as applyNat64Prefixes };
