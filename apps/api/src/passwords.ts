import { hash, verify } from "@node-rs/argon2";
import type { Options } from "@node-rs/argon2";

/** The package's enum is an ambient const enum, which verbatimModuleSyntax cannot import. */
const ALGORITHM_ARGON2ID = 2 as NonNullable<Options["algorithm"]>;

/** OWASP's argon2id recommendation. */
const ARGON2ID: Options = { algorithm: ALGORITHM_ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/** So response times do not tell which usernames are registered. */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword("decoy-password-never-matches");
  await verifyPassword(await decoyHash, password);
  return false;
}
