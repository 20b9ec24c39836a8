import type { AdEventInput, AdEventKind, AdPlacement, RecommendationKind, ServedAdInput } from "@kidsafe/db";

/** Lua XADD fields; decodeEntry reads the same names. */
export const COUNTED_EVENT_LUA_FIELDS = "'t', ARGV[5], 'a', ARGV[6], 'u', ARGV[7], 's', session, 'r', ARGV[9], 'q', query, 'at', ARGV[2]";

const SERVED = "served";

/** Lua XADD fields: ARGV[1] served at, ARGV[3] session, ARGV[5] placement, ARGV[6] user id. */
export const servedEntryLuaFields = (advertiser: string, query: string) =>
  `'t', '${SERVED}', 'a', ${advertiser}, 'u', ARGV[6], 's', ARGV[3], 'p', ARGV[5], 'q', ${query}, 'at', ARGV[1]`;

const EVENT_KINDS: readonly string[] = ["view", "click", "recommendation"] satisfies AdEventKind[];
const PLACEMENTS: readonly string[] = ["search_result", "voice_live", "search", "followup"] satisfies AdPlacement[];
const RECOMMENDATION_KINDS: readonly string[] = ["voice_live", "search", "followup"] satisfies RecommendationKind[];

export type DecodedEntry =
  { type: "event"; event: AdEventInput } | { type: "served"; served: ServedAdInput } | { type: "invalid"; reason: string };

const positiveInt = (value: string | undefined) => {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
};

export function decodeEntry(id: string, flatFields: readonly string[]): DecodedEntry {
  const fields = new Map<string, string>();
  for (let index = 0; index + 1 < flatFields.length; index += 2) fields.set(flatFields[index]!, flatFields[index + 1]!);

  const type = fields.get("t") ?? "";
  const advertiserId = positiveInt(fields.get("a"));
  const userId = positiveInt(fields.get("u"));
  const at = positiveInt(fields.get("at"));
  const sessionId = fields.get("s") ?? "";
  const query = fields.get("q") ?? "";
  if (advertiserId === null || userId === null || at === null || sessionId === "") {
    return { type: "invalid", reason: `entry ${id} lacks an advertiser, student, session or time` };
  }

  if (type === SERVED) {
    const placement = fields.get("p") ?? "";
    if (!PLACEMENTS.includes(placement)) return { type: "invalid", reason: `entry ${id} has placement '${placement}'` };
    return {
      type: "served",
      served: { advertiserId, userId, sessionId, placement: placement as AdPlacement, query, servedAt: new Date(at) },
    };
  }

  if (!EVENT_KINDS.includes(type)) return { type: "invalid", reason: `entry ${id} has type '${type}'` };
  const recommendation = fields.get("r") ?? "";
  const isRecommendation = type === "recommendation";
  if (isRecommendation !== RECOMMENDATION_KINDS.includes(recommendation)) {
    return { type: "invalid", reason: `entry ${id} has recommendation type '${recommendation}' for a ${type}` };
  }
  return {
    type: "event",
    event: {
      eventKey: id,
      advertiserId,
      userId,
      sessionId,
      kind: type as AdEventKind,
      recommendationType: isRecommendation ? (recommendation as RecommendationKind) : null,
      query,
      occurredAt: new Date(at),
    },
  };
}
