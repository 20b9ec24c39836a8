import { Signer } from "@fastify/cookie";
import { describe, expect, it } from "vitest";
import { memoizedSigner } from "./memoized-signer.ts";

const SECRET = "a-session-secret-of-at-least-32-characters";

describe("the memoized cookie signer", () => {
  it("signs and verifies exactly as @fastify/cookie's Signer does, again and again", () => {
    const plain = new Signer(SECRET);
    const memoized = memoizedSigner(SECRET);
    for (let round = 0; round < 3; round++) {
      expect(memoized.sign("session-id-1")).toBe(plain.sign("session-id-1"));
      expect(memoized.unsign(plain.sign("session-id-1"))).toEqual({ valid: true, renew: false, value: "session-id-1" });
    }
  });

  it("never accepts a forged, tampered or unsigned cookie, even after the real one was remembered", () => {
    const memoized = memoizedSigner(SECRET);
    const real = memoized.sign("session-id-2");
    expect(memoized.unsign(real).valid).toBe(true);
    const forged = new Signer("another-secret-of-at-least-32-characters!").sign("session-id-2");
    const tampered = `session-id-3${real.slice("session-id-2".length)}`;
    for (const cookie of [forged, tampered, "session-id-2", `${real}x`, "", "."]) {
      expect(memoized.unsign(cookie)).toMatchObject({ valid: false, value: null });
      expect(memoized.unsign(cookie)).toMatchObject({ valid: false, value: null });
    }
  });
});
