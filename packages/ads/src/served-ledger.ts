import { COUNT_WINDOW_MS } from "@kidsafe/db";
import type { AdEventKind, AdPlacement, RecommendationKind } from "@kidsafe/db";
import type { Redis } from "ioredis";
import type { AdKeys } from "./redis-keys.ts";
import { COUNTED_EVENT_LUA_FIELDS, servedEntryLuaFields } from "./stream-entries.ts";

/**
 * The server's own record, in Redis, of which ads it served to which student session, and the counting
 * of views, clicks and recommendations against it. It needs only ioredis and the db package's types and
 * window, so the API and the voice gateway share it: an offer either records is counted by the same script.
 *
 * Keys (redis-keys.ts, under the client's key prefix): per student session a hash of what was served when
 * and for which query; per student the session each ad was last served in (a click and a recommendation
 * name no session, so they count against that one); per advertiser, student session and kind when it was
 * last counted; and the stream the flusher writes to PostgreSQL in batches.
 *
 * Time comes from the caller's clock (compared inside the script), so tests can move it; Redis TTLs only
 * clean up.
 */

export type CountOutcome = "counted" | "not_served" | "repeat" | "capped";

/**
 * How long after a search answered (or a recommendation was offered) a view, click or recommendation of
 * that ad can still be counted. A results page left open longer has to be searched again.
 */
export const SERVE_RECORD_TTL_MS = 60 * 60 * 1000;

/**
 * Views and recommendations counted per advertiser and student per UTC day, at most (docs/decisions.md). A child
 * who keeps one app's results on screen all day is still one reader: past this, what they see is not billed.
 */
export const DAILY_COUNTS_PER_ADVERTISER_AND_STUDENT = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

// SERVE_SCRIPT builds the same field in Lua.
const servedField = (placement: AdPlacement, advertiserId: number) => `${placement}:${advertiserId}`;

// One round trip, atomic: served to this session within the TTL? not counted within the window? under the day's
// cap (ARGV[10], 0 for none)? then remember the count and append the event to the stream. A recommendation
// uses up its offer: only another offer can be counted again. Concurrent identical requests count once. The body
// reads the locals its two scripts set: servedKey, countedKey, stream, daily and session.
const COUNT_BODY = `
local servedAt = redis.call('HGET', servedKey, ARGV[1])
if not servedAt then return 'not_served' end
local now = tonumber(ARGV[2])
if now - tonumber(servedAt) > tonumber(ARGV[3]) then return 'not_served' end
local counted = redis.call('GET', countedKey)
if counted and now - tonumber(counted) < tonumber(ARGV[4]) then return 'repeat' end
local cap = tonumber(ARGV[10])
if cap > 0 then
  if tonumber(redis.call('GET', daily) or '0') >= cap then return 'capped' end
  redis.call('INCR', daily)
  redis.call('PEXPIRE', daily, ARGV[11])
end
redis.call('SET', countedKey, ARGV[2], 'PX', ARGV[4])
local query = redis.call('HGET', servedKey, 'q:' .. ARGV[1]) or ''
if ARGV[5] == 'recommendation' then redis.call('HDEL', servedKey, ARGV[1]) end
redis.call('XADD', stream, '*', ${COUNTED_EVENT_LUA_FIELDS})
return 'counted'
`;

// A view names its session. KEYS: served hash, counted key, stream, daily count.
const COUNT_SCRIPT = `
local servedKey, countedKey, stream, daily, session = KEYS[1], KEYS[2], KEYS[3], KEYS[4], ARGV[8]
${COUNT_BODY}`;

// A click or a recommendation names none: it counts against the session the ad was last served in to this student,
// read in the same round trip. That session's keys are named here (ARGV[12] and ARGV[13] with the session after
// them, the client's key prefix included): our Redis is one primary, as the other scripts, whose keys span hash
// slots, already require. KEYS: the student's last-session hash, stream, daily count.
const COUNT_IN_LAST_SESSION_SCRIPT = `
local session = redis.call('HGET', KEYS[1], ARGV[1])
if not session then return 'not_served' end
local servedKey, countedKey, stream, daily = ARGV[12] .. session, ARGV[13] .. session, KEYS[2], KEYS[3]
${COUNT_BODY}`;

/**
 * The Lua that records one ad as served (or offered) to a student session: when and for which query (or context),
 * the session it was last served in to this student, and its record on the stream. KEYS[1] = the session's served
 * hash, KEYS[2] = the student's last-session hash, KEYS[3] = the stream; ARGV as servedEntryLuaFields says, with
 * ARGV[2] = the records' TTL. Shared by the serving script and the offering script (recommendation-pacing.ts).
 */
export const serveOneLua = (advertiser: string, query: string) => `
  local field = ARGV[5] .. ':' .. ${advertiser}
  redis.call('HSET', KEYS[1], field, ARGV[1], 'q:' .. field, ${query})
  redis.call('HSET', KEYS[2], field, ARGV[3])
  redis.call('XADD', KEYS[3], '*', ${servedEntryLuaFields(advertiser, query)})
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  redis.call('PEXPIRE', KEYS[2], ARGV[2])`;

// One command for a whole page of served ads; both hashes then live SERVE_RECORD_TTL_MS from this serve.
// ARGV: now, TTL, session id, query, placement, user id, advertiser ids...
const SERVE_SCRIPT = `
for i = 7, #ARGV do${serveOneLua("ARGV[i]", "ARGV[4]")}
end
`;

type ServeScript = (
  served: string,
  lastSession: string,
  stream: string,
  now: number,
  ttl: number,
  sessionId: string,
  query: string,
  placement: string,
  userId: number,
  ...advertiserIds: number[]
) => Promise<null>;

/** ARGV of both counting scripts, after their KEYS. */
type CountArguments = [
  field: string,
  now: number,
  ttl: number,
  window: number,
  kind: string,
  advertiserId: number,
  userId: number,
  sessionId: string,
  recommendationType: string,
  dailyCap: number,
  dailyTtl: number,
];

type CountScript = (served: string, counted: string, stream: string, countedToday: string, ...args: CountArguments) => Promise<CountOutcome>;

type CountInLastSessionScript = (
  lastSession: string,
  stream: string,
  countedToday: string,
  ...args: [...CountArguments, servedKeyPrefix: string, countedKeyPrefix: string]
) => Promise<CountOutcome>;

export interface ServeRecord {
  userId: number;
  sessionId: string;
  placement: AdPlacement;
  /** The search query, or the recommendation's context. */
  query: string;
  advertiserIds: readonly number[];
  now: Date;
}

export function createServedLedger(redis: Redis, keys: AdKeys) {
  // defineCommand sends EVALSHA and falls back to EVAL when Redis does not have the script yet.
  if (!("countAdEvent" in redis)) redis.defineCommand("countAdEvent", { numberOfKeys: 4, lua: COUNT_SCRIPT });
  if (!("countAdEventInLastSession" in redis)) {
    redis.defineCommand("countAdEventInLastSession", { numberOfKeys: 3, lua: COUNT_IN_LAST_SESSION_SCRIPT });
  }
  if (!("serveAds" in redis)) redis.defineCommand("serveAds", { numberOfKeys: 3, lua: SERVE_SCRIPT });
  const scripts = redis as unknown as {
    countAdEvent: CountScript;
    countAdEventInLastSession: CountInLastSessionScript;
    serveAds: ServeScript;
  };
  const countScript = scripts.countAdEvent.bind(redis);
  const countInLastSessionScript = scripts.countAdEventInLastSession.bind(redis);
  const serveScript = scripts.serveAds.bind(redis);
  /** Keys a script names itself carry the client's prefix, which ioredis adds only to declared keys. */
  const keyPrefix = redis.options.keyPrefix ?? "";

  /** The arguments of both counting scripts after their keys. */
  function countArguments(
    kind: AdEventKind,
    placement: AdPlacement,
    userId: number,
    sessionId: string,
    advertiserId: number,
    now: Date,
    recommendationType: RecommendationKind | null,
  ): CountArguments {
    // Clicks are not billed and so take no share of the day's cap.
    const billed = kind !== "click";
    return [
      servedField(placement, advertiserId),
      now.getTime(),
      SERVE_RECORD_TTL_MS,
      COUNT_WINDOW_MS,
      kind,
      advertiserId,
      userId,
      sessionId,
      recommendationType ?? "",
      billed ? DAILY_COUNTS_PER_ADVERTISER_AND_STUDENT : 0,
      2 * DAY_MS,
    ];
  }

  const dailyKey = (advertiserId: number, userId: number, now: Date) => keys.countedToday(advertiserId, userId, now.toISOString().slice(0, 10));

  /** A click or a recommendation: the seed's call names no session, so the one the ad was last served in. */
  function countInLastSession(
    kind: "click" | "recommendation",
    placement: AdPlacement,
    userId: number,
    advertiserId: number,
    now: Date,
    recommendationType: RecommendationKind | null,
  ): Promise<CountOutcome> {
    return countInLastSessionScript(
      keys.lastSession(userId),
      keys.stream,
      dailyKey(advertiserId, userId, now),
      ...countArguments(kind, placement, userId, "", advertiserId, now, recommendationType),
      keyPrefix + keys.served(userId, ""),
      keyPrefix + keys.counted(kind, advertiserId, userId, ""),
    );
  }

  return {
    /** Remembers that these ads were served (or offered) to this student session, and queues the record. */
    async recordServed(record: ServeRecord): Promise<void> {
      if (record.advertiserIds.length === 0) return;
      await serveScript(
        keys.served(record.userId, record.sessionId),
        keys.lastSession(record.userId),
        keys.stream,
        record.now.getTime(),
        SERVE_RECORD_TTL_MS,
        record.sessionId,
        record.query,
        record.placement,
        record.userId,
        ...record.advertiserIds,
      );
    },

    /** A view of a sponsored result, reported with the search session it was shown in. */
    countView(userId: number, sessionId: string, advertiserId: number, now: Date): Promise<CountOutcome> {
      // A view counts once per advertiser and student whatever the session (a session id is the client's to invent).
      return countScript(
        keys.served(userId, sessionId),
        keys.counted("view", advertiserId, userId, null),
        keys.stream,
        dailyKey(advertiserId, userId, now),
        ...countArguments("view", "search_result", userId, sessionId, advertiserId, now, null),
      );
    },

    /** A click on a sponsored result: the seed's call names no session, so the last one that served it. */
    countClick(userId: number, advertiserId: number, now: Date): Promise<CountOutcome> {
      return countInLastSession("click", "search_result", userId, advertiserId, now, null);
    },

    /** A recommendation shown to the student: counts only if the server offered it with this type. */
    countRecommendation(userId: number, advertiserId: number, type: RecommendationKind, now: Date): Promise<CountOutcome> {
      return countInLastSession("recommendation", type, userId, advertiserId, now, type);
    },
  };
}

export type ServedLedger = ReturnType<typeof createServedLedger>;
