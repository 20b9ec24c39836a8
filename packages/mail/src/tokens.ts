import { createHash, randomBytes } from "node:crypto";

/** All the database keeps of a mailed token. */
export const mailTokenHash = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex");

export function newMailToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: mailTokenHash(token) };
}
