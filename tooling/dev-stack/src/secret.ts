// Kept in files so logins and the operator-stored AI key survive restarts.
import { randomBytes } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";

const MIN_LENGTH = 32;

export async function devSessionSecret(file: string): Promise<string> {
  try {
    const stored = (await readFile(file, "utf8")).trim();
    if (stored.length >= MIN_LENGTH) return stored;
  } catch {
    // first run
  }
  const secret = randomBytes(32).toString("base64url");
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export async function devKeyEncryptionKey(file: string): Promise<string> {
  try {
    const stored = (await readFile(file, "utf8")).trim();
    if (Buffer.from(stored, "base64").length === 32) return stored;
  } catch {
    // first run
  }
  const key = randomBytes(32).toString("base64");
  await writeFile(file, `${key}\n`, { mode: 0o600 });
  return key;
}
