import { createHash, randomBytes } from "node:crypto";

/** The sha256, in hex, of a mailed token: all the database keeps of it. */
export const mailTokenHash = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex");

/** A new single-use token for a mailed link: 32 random bytes, base64url (43 characters), and its hash. */
export function newMailToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: mailTokenHash(token) };
}
