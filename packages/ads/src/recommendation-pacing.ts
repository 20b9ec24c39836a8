import type { RecommendationKind } from "@kidsafe/db";
import type { Redis } from "ioredis";
import type { AdKeys } from "./redis-keys.ts";
import { SERVE_RECORD_TTL_MS, serveOneLua } from "./served-ledger.ts";

export const REPLIES_PER_RECOMMENDATION = 3;
const PACING_TTL_MS = 24 * 60 * 60 * 1000;

// KEYS: served hash, last-session hash, stream, pacing hash. ARGV: now, serve TTL, session id, (unused), placement,
// user id, 'search' or not, replies per recommendation, pacing TTL, then candidate id and context pairs, best first.
const OFFER_SCRIPT = `
local last = redis.call('HGET', KEYS[4], 'last') or ''
local turn = 'n:' .. ARGV[3]
if ARGV[7] ~= '1' and redis.call('HGET', KEYS[4], turn) then
  local replies = redis.call('HINCRBY', KEYS[4], turn, 1)
  redis.call('PEXPIRE', KEYS[4], ARGV[9])
  if replies < tonumber(ARGV[8]) then return false end
end
for c = 10, #ARGV, 2 do
  if ARGV[c] ~= last then
    local chosen, context = ARGV[c], ARGV[c + 1]${serveOneLua("chosen", "context")}
    redis.call('HSET', KEYS[4], 'last', chosen, turn, '0')
    redis.call('PEXPIRE', KEYS[4], ARGV[9])
    return chosen
  end
end
return false
`;

type OfferScript = (
  served: string,
  lastSession: string,
  stream: string,
  pacing: string,
  now: number,
  serveTtl: number,
  sessionId: string,
  unused: string,
  placement: string,
  userId: number,
  isSearch: string,
  every: number,
  pacingTtl: number,
  ...candidates: (string | number)[]
) => Promise<string | null>;

export interface OfferCandidate {
  advertiserId: number;
  context: string;
}

/** Kept in Redis so every API process applies the same pacing. */
export function createRecommendationPacing(redis: Redis, keys: AdKeys) {
  if (!("offerRecommendation" in redis)) redis.defineCommand("offerRecommendation", { numberOfKeys: 4, lua: OFFER_SCRIPT });
  const offerScript = (redis as unknown as { offerRecommendation: OfferScript }).offerRecommendation.bind(redis);

  return {
    async offerOnTurn(offer: {
      userId: number;
      sessionId: string;
      type: RecommendationKind;
      candidates: readonly OfferCandidate[];
      now: Date;
    }): Promise<OfferCandidate | null> {
      // Asked even with no candidate: the reply still takes its turn in the pacing.
      const chosen = await offerScript(
        keys.served(offer.userId, offer.sessionId),
        keys.lastSession(offer.userId),
        keys.stream,
        keys.recommendationPacing(offer.userId),
        offer.now.getTime(),
        SERVE_RECORD_TTL_MS,
        offer.sessionId,
        "",
        offer.type,
        offer.userId,
        offer.type === "search" ? "1" : "0",
        REPLIES_PER_RECOMMENDATION,
        PACING_TTL_MS,
        ...offer.candidates.flatMap((candidate) => [candidate.advertiserId, candidate.context]),
      );
      return offer.candidates.find((candidate) => String(candidate.advertiserId) === chosen) ?? null;
    },

    async recommendationOffered(userId: number, sessionId: string, advertiserId: number): Promise<void> {
      const key = keys.recommendationPacing(userId);
      await redis.multi().hset(key, "last", String(advertiserId), `n:${sessionId}`, "0").pexpire(key, PACING_TTL_MS).exec();
    },
  };
}

export type RecommendationPacing = ReturnType<typeof createRecommendationPacing>;
