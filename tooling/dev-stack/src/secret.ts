// The API's dev SESSION_SECRET, kept in a file so sessions (logins) survive restarts of the dev stack.
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
