import { Signer } from "@fastify/cookie";
import type { UnsignResult } from "@fastify/cookie";
import { LRUCache } from "lru-cache";

export interface CookieSigner {
  sign(value: string): string;
  unsign(signedValue: string): UnsignResult;
}

/** About 150 bytes each. */
const REMEMBERED_COOKIES = 50_000;

/**
 * @fastify/session verifies and re-signs the cookie on every request; both depend only on their input, so valid
 * answers are remembered. Forged or tampered cookies are never remembered and are always checked in constant time.
 */
export function memoizedSigner(secret: string): CookieSigner {
  const signer = new Signer(secret);
  const signatures = new LRUCache<string, string>({ max: REMEMBERED_COOKIES });
  const verified = new LRUCache<string, UnsignResult>({ max: REMEMBERED_COOKIES });

  return {
    sign(value: string): string {
      let signed = signatures.get(value);
      if (signed === undefined) {
        signed = signer.sign(value);
        signatures.set(value, signed);
      }
      return signed;
    },
    unsign(signedValue: string): UnsignResult {
      const known = verified.get(signedValue);
      if (known) return known;
      const result = signer.unsign(signedValue);
      if (result.valid) verified.set(signedValue, result);
      return result;
    },
  };
}
