import { createHash, randomInt } from "node:crypto";
import { LINK_CODE_ALPHABET, LINK_CODE_LENGTH } from "@kidsafe/contracts";

/**
 * A new link code: LINK_CODE_LENGTH characters from LINK_CODE_ALPHABET. `randomInt` draws from the CSPRNG and rejects
 * draws past the last whole multiple of the alphabet's length, so every character is equally likely (no modulo bias).
 */
export function newLinkCode(): string {
  let code = "";
  for (let index = 0; index < LINK_CODE_LENGTH; index++) code += LINK_CODE_ALPHABET.charAt(randomInt(LINK_CODE_ALPHABET.length));
  return code;
}

/**
 * How a code is stored and looked up (the families repository keeps only this): the sha256, in hex, of the code as
 * the contracts' `LinkCode` reads it (upper case, no spaces or dashes). The parent's side hashes the typed code alike.
 */
export function linkCodeHash(code: string): string {
  return createHash("sha256").update(code, "utf8").digest("hex");
}
