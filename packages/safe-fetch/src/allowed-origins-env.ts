import { z } from "zod";
import { setNat64Prefixes } from "./address-policy.ts";
import { parseAllowedOrigins } from "./allowed-origins.ts";

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

export const ALLOWED_ORIGINS_IN_PRODUCTION: { code: "custom"; path: string[]; message: string } = {
  code: "custom",
  path: ["SAFE_FETCH_ALLOW_ORIGINS"],
  message: "SAFE_FETCH_ALLOW_ORIGINS opens local addresses: not allowed in production",
};

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
