import type { RecommendationKind } from "@kidsafe/db";
import type { Redis } from "ioredis";
import type { AdKeys } from "./redis-keys.ts";

/**
 * Follow-up replies between two recommendations in one conversation, at least (docs/decisions.md): the first
 * reply may carry one, then one reply in REPLIES_PER_RECOMMENDATION.
 */
export const REPLIES_PER_RECOMMENDATION = 3;
/** The pacing of a student is forgotten after a day without recommendations. */
const PACING_TTL_MS = 24 * 60 * 60 * 1000;

// One round trip: the advertiser last offered to this student, and whether this turn may offer one. A search is
// its own turn (one per search); a reply may when its session never had an offer, or had one REPLIES_PER_
// RECOMMENDATION replies ago. ARGV: session id, 'search' or not, replies per recommendation, ttl.
const TURN_SCRIPT = `
local last = redis.call('HGET', KEYS[1], 'last') or ''
if ARGV[2] == '1' then return {last, 1} end
local field = 'n:' .. ARGV[1]
if not redis.call('HGET', KEYS[1], field) then return {last, 1} end
local replies = redis.call('HINCRBY', KEYS[1], field, 1)
redis.call('PEXPIRE', KEYS[1], ARGV[4])
if replies >= tonumber(ARGV[3]) then return {last, 1} end
return {last, 0}
`;

type TurnScript = (pacing: string, sessionId: string, isSearch: string, every: number, ttl: number) => Promise<[string, number]>;

export interface RecommendationTurn {
  /** Whether this search or reply may carry a recommendation. */
  allowed: boolean;
  /** The advertiser last offered to this student (never offered twice in a row), or null. */
  lastAdvertiserId: number | null;
}

/** The rules of how often recommendations come, kept in Redis so every API process applies the same ones. */
export function createRecommendationPacing(redis: Redis, keys: AdKeys) {
  if (!("recommendationTurn" in redis)) redis.defineCommand("recommendationTurn", { numberOfKeys: 1, lua: TURN_SCRIPT });
  const turnScript = (redis as unknown as { recommendationTurn: TurnScript }).recommendationTurn.bind(redis);

  return {
    async recommendationTurn(userId: number, sessionId: string, type: RecommendationKind): Promise<RecommendationTurn> {
      const [last, allowed] = await turnScript(
        keys.recommendationPacing(userId),
        sessionId,
        type === "search" ? "1" : "0",
        REPLIES_PER_RECOMMENDATION,
        PACING_TTL_MS,
      );
      return { allowed: allowed === 1, lastAdvertiserId: last === "" ? null : Number(last) };
    },

    /** Remembers an offer: the app last offered, and the session's replies counted from zero again. */
    async recommendationOffered(userId: number, sessionId: string, advertiserId: number): Promise<void> {
      const key = keys.recommendationPacing(userId);
      await redis.multi().hset(key, "last", String(advertiserId), `n:${sessionId}`, "0").pexpire(key, PACING_TTL_MS).exec();
    },
  };
}

export type RecommendationPacing = ReturnType<typeof createRecommendationPacing>;
