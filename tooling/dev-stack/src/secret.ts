// The API's dev SESSION_SECRET and KEY_ENCRYPTION_KEY, kept in files so sessions (logins) and the operator-stored AI
// key survive restarts of the dev stack.
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

/** 32 random bytes in base64, kept in `file`: what seals the operator-stored AI key in this checkout's database. */
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
