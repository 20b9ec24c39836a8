import { createHash, randomInt } from "node:crypto";
import { LINK_CODE_ALPHABET, LINK_CODE_LENGTH } from "@kidsafe/contracts";

/** `randomInt` draws from the CSPRNG without modulo bias. */
export function newLinkCode(): string {
  let code = "";
  for (let index = 0; index < LINK_CODE_LENGTH; index++) code += LINK_CODE_ALPHABET.charAt(randomInt(LINK_CODE_ALPHABET.length));
  return code;
}

/** Only the hash is stored; the parent's side hashes the typed code alike. */
export function linkCodeHash(code: string): string {
  return createHash("sha256").update(code, "utf8").digest("hex");
}
