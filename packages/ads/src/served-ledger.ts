import { COUNT_WINDOW_MS } from "@kidsafe/db";
import type { AdEventKind, AdPlacement, RecommendationKind } from "@kidsafe/db";
import type { Redis } from "ioredis";
import type { AdKeys } from "./redis-keys.ts";
import { COUNTED_EVENT_LUA_FIELDS, servedEntryLuaFields } from "./stream-entries.ts";

// Time comes from the caller's clock (compared inside the scripts) so tests can move it; Redis TTLs only clean up.

export type CountOutcome = "counted" | "not_served" | "repeat" | "capped";

export const SERVE_RECORD_TTL_MS = 60 * 60 * 1000;

/** A child who keeps one app's results on screen all day is still one reader. */
export const DAILY_COUNTS_PER_ADVERTISER_AND_STUDENT = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

// SERVE_SCRIPT builds the same field in Lua.
const servedField = (placement: AdPlacement, advertiserId: number) => `${placement}:${advertiserId}`;

// Atomic, so concurrent identical requests count once. A recommendation uses up its offer. ARGV[10] is the day's
// cap (0 for none); the body reads the locals servedKey, countedKey, stream, daily and session.
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

// KEYS: served hash, counted key, stream, daily count.
const COUNT_SCRIPT = `
local servedKey, countedKey, stream, daily, session = KEYS[1], KEYS[2], KEYS[3], KEYS[4], ARGV[8]
${COUNT_BODY}`;

// Clicks and recommendations name no session: counted against the one the ad was last served in. That session's
// keys are built here (ARGV[12], ARGV[13]), which needs a single-primary Redis, as the other scripts already do.
// KEYS: last-session hash, stream, daily count.
const COUNT_IN_LAST_SESSION_SCRIPT = `
local session = redis.call('HGET', KEYS[1], ARGV[1])
if not session then return 'not_served' end
local servedKey, countedKey, stream, daily = ARGV[12] .. session, ARGV[13] .. session, KEYS[2], KEYS[3]
${COUNT_BODY}`;

/** KEYS: served hash, last-session hash, stream; ARGV as servedEntryLuaFields, ARGV[2] = TTL. */
export const serveOneLua = (advertiser: string, query: string) => `
  local field = ARGV[5] .. ':' .. ${advertiser}
  redis.call('HSET', KEYS[1], field, ARGV[1], 'q:' .. field, ${query})
  redis.call('HSET', KEYS[2], field, ARGV[3])
  redis.call('XADD', KEYS[3], '*', ${servedEntryLuaFields(advertiser, query)})
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  redis.call('PEXPIRE', KEYS[2], ARGV[2])`;

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
  query: string;
  advertiserIds: readonly number[];
  now: Date;
}

export function createServedLedger(redis: Redis, keys: AdKeys) {
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
  /** ioredis prefixes only declared keys, so keys a script builds itself need the prefix added. */
  const keyPrefix = redis.options.keyPrefix ?? "";

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

    countView(userId: number, sessionId: string, advertiserId: number, now: Date): Promise<CountOutcome> {
      // A session id is the client's to invent, so a view counts once across sessions.
      return countScript(
        keys.served(userId, sessionId),
        keys.counted("view", advertiserId, userId, null),
        keys.stream,
        dailyKey(advertiserId, userId, now),
        ...countArguments("view", "search_result", userId, sessionId, advertiserId, now, null),
      );
    },

    countClick(userId: number, advertiserId: number, now: Date): Promise<CountOutcome> {
      return countInLastSession("click", "search_result", userId, advertiserId, now, null);
    },

    countRecommendation(userId: number, advertiserId: number, type: RecommendationKind, now: Date): Promise<CountOutcome> {
      return countInLastSession("recommendation", type, userId, advertiserId, now, type);
    },
  };
}

export type ServedLedger = ReturnType<typeof createServedLedger>;
