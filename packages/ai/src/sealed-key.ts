// Sealed under a key that lives only in the servers' environment, so a database copy does not reveal the API key.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { z } from "zod";

const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const KEK_BYTES = 32;

export const KEY_ENCRYPTION_KEY_FORMAT =
  "KEY_ENCRYPTION_KEY must be 32 random bytes, as 64 hex digits or base64 (e.g. `openssl rand -base64 32`)";

export function parseKeyEncryptionKey(text: string): Buffer {
  const trimmed = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, "hex") : Buffer.from(trimmed, "base64");
  if (bytes.length !== KEK_BYTES) throw new Error(KEY_ENCRYPTION_KEY_FORMAT);
  return bytes;
}

/** Outside production only; `pnpm dev` generates one per checkout. */
export const DEV_ONLY_KEY_ENCRYPTION_KEY = "ZGV2LW9ubHkta2V5LWVuY3J5cHRpb24ta2V5LTMyYiE=";

/** Required in production (each server's env.ts says so). */
export const KeyEncryptionKeyVariable = z
  .string()
  .optional()
  .refine((text) => {
    if (text === undefined) return true;
    try {
      parseKeyEncryptionKey(text);
      return true;
    } catch {
      return false;
    }
  }, KEY_ENCRYPTION_KEY_FORMAT);

/** Stored beside each sealed key, to tell a rotated KEK apart without revealing it. */
export function kekIdOf(kek: Buffer): string {
  return createHash("sha256").update("kidsafe-kek-id:").update(kek).digest("hex").slice(0, 16);
}

export function sealApiKey(kek: Buffer, apiKey: string, context: string): Buffer {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", kek, nonce);
  cipher.setAAD(Buffer.from(context));
  const ciphertext = Buffer.concat([cipher.update(apiKey, "utf8"), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), ciphertext]);
}

export function openApiKey(kek: Buffer, sealed: Buffer, context: string): string | undefined {
  if (sealed.length <= NONCE_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", kek, sealed.subarray(0, NONCE_BYTES));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(sealed.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
  } catch {
    return undefined;
  }
}

export const keyEncryptionEnvShape = { KEY_ENCRYPTION_KEY: KeyEncryptionKeyVariable };

/** The key that opens the operator-stored AI key: the configured one, or the development one outside production. */
export const keyEncryptionKeyOf = (value: string | undefined): Buffer => parseKeyEncryptionKey(value ?? DEV_ONLY_KEY_ENCRYPTION_KEY);
