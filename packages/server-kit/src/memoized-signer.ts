import { Signer } from "@fastify/cookie";
import type { UnsignResult } from "@fastify/cookie";
import { LRUCache } from "lru-cache";

/** What @fastify/session asks of its `secret` option when it is not a string; the role sessions sign with it too. */
export interface CookieSigner {
  sign(value: string): string;
  unsign(signedValue: string): UnsignResult;
}

/** Session cookies remembered per API process (about 150 bytes each). */
const REMEMBERED_COOKIES = 50_000;

/**
 * The session cookie's HMAC signer, remembering what it worked out. @fastify/session checks the cookie's
 * signature on every request and signs the id again for every restored session: two HMACs per request, the
 * largest single cost of reading a session (docs/performance.md). Both answers depend only on their input
 * (the secret is fixed), so a cookie seen before is answered from memory. Only valid signatures are remembered:
 * a forged or tampered cookie is always checked in full, in constant time, by @fastify/cookie's Signer.
 * Measured (bench `foundation`, 2026-11-25): the session read keeps 42.0-42.7% of a bare server with it, 35.0%
 * without it, so it stays (the rule: a hand-made cache must be worth 10% on its goal).
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
