// A new per-student key belongs here, or deleting an account leaves it behind (the tests look for keys built from a student's id).
import type { AdKeys } from "@kidsafe/ads";
import type { RateLimit } from "@kidsafe/server-kit";
import type { Redis } from "ioredis";
import { LINK_CODES_PER_CHILD } from "../family/rate-limits.ts";
import { PARENT_PASSWORD_FAILURES } from "../parental/rate-limits.ts";
import { PREVIEW_RATE_LIMITS } from "../preview/rate-limits.ts";
import { REPORTS_PER_STUDENT } from "../reports/rate-limits.ts";
import { SEARCHES_PER_STUDENT } from "../search/rate-limits.ts";
import { EXIT_LOGS_PER_STUDENT } from "../study-mode/rate-limits.ts";
import { ACCOUNT_DELETION_FAILURES } from "./rate-limits.ts";

/** server-kit's rate limiter keys them `ratelimit:{name}:{key}`. */
const PER_STUDENT_LIMITS: readonly RateLimit[] = [
  ACCOUNT_DELETION_FAILURES,
  PARENT_PASSWORD_FAILURES,
  EXIT_LOGS_PER_STUDENT,
  SEARCHES_PER_STUDENT,
  REPORTS_PER_STUDENT,
  PREVIEW_RATE_LIMITS.perStudent,
  LINK_CODES_PER_CHILD,
];
const LOGIN_FAILURES_PER_USERNAME = "login-fail-user";
const LOGIN_FAILURES_PER_ADDRESS_AND_USERNAME = "login-fail-ip-user";

/** A username or a database name is matched as it is. */
const literal = (text: string) => text.replace(/[*?[\]\\]/g, "\\$&");

/** Each pattern pins the student's id to its own segment. */
export interface StudentKeys {
  known: string[];
  patterns: Array<{ glob: string; accept?: (key: string) => boolean }>;
}

export function collectedKeysOf(userId: number, ads: AdKeys): StudentKeys {
  const id = String(userId);
  return {
    known: [ads.lastSession(userId), ads.recommendationPacing(userId)],
    patterns: [
      { glob: `search:context:${id}:*` }, // modules/search/search-context.ts
      { glob: `voice:handle:${id}:*` }, // voice-gateway/src/voice/resume-handles.ts
      { glob: `${literal(ads.base)}:served:${id}:*` },
    ],
  };
}

export function studentKeysOf(userId: number, username: string | undefined, ads: AdKeys): StudentKeys {
  const id = String(userId);
  const collected = collectedKeysOf(userId, ads);
  const adsBase = literal(ads.base);
  const name = username?.toLowerCase();
  return {
    known: [
      ...collected.known,
      ...PER_STUDENT_LIMITS.map((rule) => `ratelimit:${rule.name}:${id}`),
      `chat:cooldown:${id}`, // modules/chat/cooldown.ts
      `voice:calls:${id}`, // voice-gateway/src/voice/call-slots.ts
      ...(name === undefined ? [] : [`ratelimit:${LOGIN_FAILURES_PER_USERNAME}:${name}`]),
    ],
    patterns: [
      ...collected.patterns,
      // Session ids and days have no ':', so the id's segment is the only match.
      { glob: `${adsBase}:counted:view:*:${id}` },
      { glob: `${adsBase}:counted:click:*:${id}:*` },
      { glob: `${adsBase}:counted:recommendation:*:${id}:*` },
      { glob: `${adsBase}:daily:*:${id}:*` },
      ...(name === undefined
        ? []
        : [
            {
              glob: `ratelimit:${LOGIN_FAILURES_PER_ADDRESS_AND_USERNAME}:*|${literal(name)}`,
              // An address has no '|': what follows the first one is the whole username.
              accept: (key: string) => key.slice(key.indexOf("|") + 1) === name,
            },
          ]),
    ],
  };
}

/** Small steps keep Redis answering other clients between them. */
const SCAN_COUNT = 1000;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

function globPattern(glob: string): RegExp {
  let source = "";
  for (let index = 0; index < glob.length; index++) {
    const character = glob[index]!;
    if (character === "\\") source += escapeRegExp(glob[++index] ?? "");
    else if (character === "*") source += ".*";
    else source += escapeRegExp(character);
  }
  return new RegExp(`^${source}$`, "s");
}

/**
 * One walk of the key space whatever the number of patterns. The client's keyPrefix is added to commands' keys but not to SCAN's MATCH nor taken
 * off its answers, so both are done here.
 */
export async function deleteStudentKeys(redis: Redis, keys: StudentKeys): Promise<number> {
  const prefix = redis.options.keyPrefix ?? "";
  const found = new Set(keys.known);
  const patterns = keys.patterns.map(({ glob, accept }) => ({ pattern: globPattern(glob), accept }));
  if (patterns.length > 0) {
    let cursor = "0";
    do {
      const [next, batch] = await redis.scan(cursor, "MATCH", `${literal(prefix)}*`, "COUNT", SCAN_COUNT);
      cursor = next;
      for (const key of batch) {
        if (!key.startsWith(prefix)) continue;
        const unprefixed = key.slice(prefix.length);
        if (patterns.some(({ pattern, accept }) => pattern.test(unprefixed) && (!accept || accept(unprefixed)))) found.add(unprefixed);
      }
    } while (cursor !== "0");
  }
  return found.size === 0 ? 0 : redis.del(...found);
}
