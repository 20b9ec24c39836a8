import { describe, expect, it } from "vitest";
import { kekIdOf, openApiKey, parseKeyEncryptionKey, sealApiKey } from "./sealed-key.ts";

const kek = Buffer.alloc(32, 9);

describe("the sealed API key", () => {
  it("opens with the key that sealed it, for the provider it was sealed for, and a fresh nonce each time", () => {
    const sealed = sealApiKey(kek, "AIza-secret-1234", "gemini");
    expect(sealed.includes(Buffer.from("AIza-secret-1234"))).toBe(false);
    expect(openApiKey(kek, sealed, "gemini")).toBe("AIza-secret-1234");
    expect(sealApiKey(kek, "AIza-secret-1234", "gemini").equals(sealed)).toBe(false);
  });

  it("does not open with another key, for another provider, or once a byte changed", () => {
    const sealed = sealApiKey(kek, "AIza-secret-1234", "gemini");
    expect(openApiKey(Buffer.alloc(32, 8), sealed, "gemini")).toBeUndefined();
    expect(openApiKey(kek, sealed, "openai")).toBeUndefined();
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1] = (tampered[tampered.length - 1] ?? 0) ^ 1;
    expect(openApiKey(kek, tampered, "gemini")).toBeUndefined();
  });

  it("reads a key-encryption key in hex or base64 and names it without revealing it", () => {
    expect(parseKeyEncryptionKey(kek.toString("hex"))).toEqual(kek);
    expect(parseKeyEncryptionKey(kek.toString("base64"))).toEqual(kek);
    expect(() => parseKeyEncryptionKey("short")).toThrow(/32 random bytes/);
    expect(kekIdOf(kek)).toMatch(/^[0-9a-f]{16}$/);
    expect(kekIdOf(kek)).not.toContain(kek.toString("hex").slice(0, 8));
  });
});
