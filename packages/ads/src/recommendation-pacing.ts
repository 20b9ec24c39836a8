import type { RecommendationKind } from "@kidsafe/db";
import type { Redis } from "ioredis";
import type { AdKeys } from "./redis-keys.ts";
import { SERVE_RECORD_TTL_MS, serveOneLua } from "./served-ledger.ts";

/**
 * Follow-up replies between two recommendations in one conversation, at least (docs/decisions.md): the first
 * reply may carry one, then one reply in REPLIES_PER_RECOMMENDATION.
 */
export const REPLIES_PER_RECOMMENDATION = 3;
/** The pacing of a student is forgotten after a day without recommendations. */
const PACING_TTL_MS = 24 * 60 * 60 * 1000;

// One round trip for a search's or a reply's recommendation: may this turn offer one? then the first candidate that
// is not the app last offered to this student, recorded as served (served-ledger.ts) and as the last offer. A search
// is its own turn (one per search); a reply may when its session never had an offer, or had one REPLIES_PER_
// RECOMMENDATION replies ago. KEYS: served hash, last-session hash, stream, pacing hash. ARGV: now, serve TTL,
// session id, (unused), placement, user id, 'search' or not, replies per recommendation, pacing TTL, then each
// candidate's id and context, best first. Answers the chosen id, or nothing.
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

/** An app that may be offered, and the line that says why it fits. */
export interface OfferCandidate {
  advertiserId: number;
  context: string;
}

/** The rules of how often recommendations come, kept in Redis so every API process applies the same ones. */
export function createRecommendationPacing(redis: Redis, keys: AdKeys) {
  if (!("offerRecommendation" in redis)) redis.defineCommand("offerRecommendation", { numberOfKeys: 4, lua: OFFER_SCRIPT });
  const offerScript = (redis as unknown as { offerRecommendation: OfferScript }).offerRecommendation.bind(redis);

  return {
    /**
     * Offers the first candidate (best first) that is not the app last offered to this student, when this search or
     * reply may carry a recommendation; records the offer like a served ad, so only it can be counted. null when the
     * turn may not offer one or every candidate was the last one offered.
     */
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

    /** Remembers an offer: the app last offered, and the session's replies counted from zero again. */
    async recommendationOffered(userId: number, sessionId: string, advertiserId: number): Promise<void> {
      const key = keys.recommendationPacing(userId);
      await redis.multi().hset(key, "last", String(advertiserId), `n:${sessionId}`, "0").pexpire(key, PACING_TTL_MS).exec();
    },
  };
}

export type RecommendationPacing = ReturnType<typeof createRecommendationPacing>;
