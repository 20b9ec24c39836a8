import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ownBytes } from "../src/voice/own-bytes.ts";

describe("ownBytes", () => {
  it("copies a view into a larger buffer onto memory of its own, byte for byte", () => {
    const read = randomBytes(65_536);
    const chunk = read.subarray(1_000, 9_192);
    const own = ownBytes(chunk);
    expect(own.buffer.byteLength).toBe(8_192);
    expect(own.equals(chunk)).toBe(true);
  });

  it("keeps a buffer that already owns its memory as it is", () => {
    const whole = Buffer.allocUnsafeSlow(8_192);
    expect(ownBytes(whole)).toBe(whole);
  });
});
