// PostgreSQL and Redis restarting under load. The API runs as a process of its own on a PostgreSQL cluster and a
// redis-server (AOF on) of this test's own, which it stops and starts again: never the shared ones, which other tests
// use meanwhile. While a store is away every request is answered within a bound, with 503 and a message a person can
// read (never a 500, never a hang); once it is back the same process answers again, without a restart, and every
// view it acknowledged meanwhile is stored.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SEARCH_PAGE_CONTEXT } from "@kidsafe/contracts";
import type { ErrorResponse } from "@kidsafe/contracts";
import { adKeysFor, createServedLedger, databaseNameOf } from "@kidsafe/ads";
import { createDb, migrateToLatest } from "@kidsafe/db";
import type { Db } from "@kidsafe/db";
import { createRedis, STORE_UNAVAILABLE_MESSAGE } from "@kidsafe/server-kit";
import { findOnPath, startEmbeddedPostgres, startRedisServer, uniqueRedisPrefix, waitUntil } from "@kidsafe/testing";
import type { EmbeddedPostgres, RedisServer } from "@kidsafe/testing";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AD_EVENTS_GROUP } from "../src/modules/tracking/flusher.ts";
import { insertAdvertiser, uniqueName } from "./ads-support.ts";
import { call, registerOverHttp, startApiProcess } from "./api-process.ts";
import type { ApiProcess } from "./api-process.ts";

const REDIS_BINARY = await findOnPath("redis-server");
const SKIPPED = REDIS_BINARY ? "" : " (SKIPPED: no redis-server on the PATH to start and stop; install it, e.g. apt-get install redis-server)";
if (!REDIS_BINARY) console.warn(`store-restarts.test.ts${SKIPPED}`);

/** Every request is answered within this long, whatever is down. */
const ANSWER_BOUND_MS = 6_000;
const STUDENTS = 5;
const ADVERTISERS = 600;
/** Requests in flight at once; each worker sends one request after another, a few milliseconds apart. */
const WORKERS = 4;
const PACE_MS = 10;
/** Answers of each kind a phase waits for before the test moves on. */
const ENOUGH = 10;
/** Times Redis and then PostgreSQL are restarted; FAULT_RESTARTS=10 for a fuller run. */
const RESTARTS = Number(process.env.FAULT_RESTARTS ?? 1);

const PHASES = [
  "steady",
  "stopping redis",
  "redis down",
  "starting redis",
  "redis back",
  "stopping postgres",
  "postgres down",
  "starting postgres",
  "postgres back",
] as const;
type Phase = (typeof PHASES)[number];
type Kind = "view" | "read" | "health";

interface Outcome {
  kind: Kind;
  /** The phase when the request left, and in which round of restarts. */
  phase: Phase;
  round: number;
  /** 0: no answer within the bound (or no connection). */
  status: number;
  body: unknown;
  ms: number;
  viewKey?: string;
}

let folder: string;
let postgres: EmbeddedPostgres;
let redisServer: RedisServer;
let redis: Redis;
let db: Db;
let api: ApiProcess | undefined;

describe(`the API while PostgreSQL and Redis restart${SKIPPED}`, () => {
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "kidsafe-store-restarts-"));
    postgres = await startEmbeddedPostgres({ dataDir: join(folder, "postgres"), database: "restarts" });
    await migrateToLatest(postgres.url);
    redisServer = await startRedis();
  }, 120_000);

  afterAll(async () => {
    await api?.kill();
    await redis?.quit().catch(() => undefined);
    await db?.destroy();
    await redisServer?.stop();
    await postgres?.stop();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  async function startRedis(port?: number): Promise<RedisServer> {
    return startRedisServer({ binary: REDIS_BINARY!, port, dir: join(folder, "redis"), flags: ["--appendonly", "yes"] });
  }

  it.skipIf(!REDIS_BINARY)(
    "answers 503 with a message while a store is away, never a 500 or a hang, and recovers without a restart",
    async () => {
      const prefix = uniqueRedisPrefix("store-restarts");
      api = await startApiProcess({
        DATABASE_URL: postgres.url,
        REDIS_URL: redisServer.url,
        REDIS_KEY_PREFIX: prefix,
        AD_EVENTS_CLAIM_IDLE_MS: "1000",
      });
      redis = createRedis(redisServer.url, { keyPrefix: prefix });
      // The test's own client sees the restarts too; it is used only while Redis is up.
      redis.on("error", () => undefined);
      db = createDb(postgres.url, { maxConnections: 2 });

      const started = api;
      const students = await Promise.all(Array.from({ length: STUDENTS }, () => registerOverHttp(started, uniqueName("Restart"))));
      const advertiserIds: number[] = [];
      for (let index = 0; index < ADVERTISERS; index++) advertiserIds.push(await insertAdvertiser(db));
      const keys = adKeysFor(databaseNameOf(postgres.url));
      const ledger = createServedLedger(redis, keys);
      const views: Array<{ key: string; cookie: string; body: object }> = [];
      for (const student of students) {
        const sessionId = `restart${student.id}`;
        await ledger.recordServed({ userId: student.id, sessionId, placement: "search_result", query: "q", advertiserIds, now: new Date() });
        for (const advertiserId of advertiserIds) {
          views.push({
            key: `${student.id}|${advertiserId}`,
            cookie: student.cookie,
            body: { advertiserId, searchQuery: "q", sessionId, pageContext: SEARCH_PAGE_CONTEXT },
          });
        }
      }

      // The load: views (Redis: the session and the count), the student's study-mode state (Redis: the session;
      // PostgreSQL: the row) and the health check, each worker one after another, from when the stores are up.
      const outcomes: Outcome[] = [];
      let phase: Phase = "steady";
      let round = 0;
      let running = true;
      let nextView = 0;
      const send = async (kind: Kind, path: string, options: Parameters<typeof call>[1], viewKey?: string) => {
        const leftIn = phase;
        const inRound = round;
        const started = performance.now();
        try {
          const answer = await call(`${api!.url}${path}`, { ...options, timeoutMs: ANSWER_BOUND_MS });
          outcomes.push({ kind, phase: leftIn, round: inRound, status: answer.status, body: answer.body, ms: answer.ms, viewKey });
        } catch (error) {
          outcomes.push({ kind, phase: leftIn, round: inRound, status: 0, body: String(error), ms: performance.now() - started, viewKey });
        }
      };
      const worker = async (index: number) => {
        for (let turn = 0; running; turn++) {
          const student = students[(index + turn) % students.length]!;
          const view = views[nextView];
          if (index === 0) await send("health", "/api/health", {});
          else if (turn % 2 === 0 && view) {
            nextView++;
            await send("view", "/api/track-view", { method: "POST", body: view.body, cookie: view.cookie }, view.key);
          } else await send("read", "/api/study-mode", { cookie: student.cookie });
          await new Promise((resolve) => setTimeout(resolve, PACE_MS));
        }
      };
      const load = Promise.all(Array.from({ length: WORKERS }, (_, index) => worker(index)));

      /** Answers of this kind (and status) to requests that left in this phase of the current round. */
      const inPhase = (wanted: Phase, kind: Kind, status?: number) =>
        outcomes.filter(
          (outcome) =>
            outcome.phase === wanted && outcome.round === round && outcome.kind === kind && (status === undefined || outcome.status === status),
        ).length;
      const summary = () =>
        PHASES.map((name) => {
          const answers = outcomes.filter((outcome) => outcome.phase === name);
          const statuses = new Map<string, number>();
          for (const { kind, status } of answers) statuses.set(`${kind} ${status}`, (statuses.get(`${kind} ${status}`) ?? 0) + 1);
          const slowest = Math.round(Math.max(0, ...answers.map((answer) => answer.ms)));
          return `${name}: ${[...statuses].map(([key, count]) => `${key} x${count}`).join(", ")}; slowest ${slowest} ms`;
        }).join("\n");
      /** Waits until this phase has ENOUGH answers of each kind with the status wanted. */
      const phaseAnswers = async (wanted: Phase, statuses: Partial<Record<Kind, number>>) => {
        try {
          await waitUntil(
            () => Promise.resolve(Object.entries(statuses).every(([kind, status]) => inPhase(wanted, kind as Kind, status) >= ENOUGH)),
            { timeoutMs: 30_000, intervalMs: 20 },
          );
        } catch (error) {
          throw new Error(
            `${wanted} (round ${round}): ${(error as Error).message} for ${JSON.stringify(statuses)}\n${summary()}\n${api!.output()}`,
          );
        }
      };

      try {
        await phaseAnswers("steady", { view: 200, read: 200, health: 200 });
        for (; round < RESTARTS; round++) await restartBoth();
      } finally {
        running = false;
        await load;
      }

      async function restartBoth(): Promise<void> {
        // Redis away: everything a student does needs the session, so everything answers 503.
        phase = "stopping redis";
        await redisServer.stop();
        phase = "redis down";
        await phaseAnswers("redis down", { view: 503, read: 503, health: 503 });
        phase = "starting redis";
        redisServer = await startRedis(Number(new URL(redisServer.url).port));
        phase = "redis back";
        await phaseAnswers("redis back", { view: 200, read: 200, health: 200 });

        // PostgreSQL away: reads of its rows answer 503; views are still counted (into Redis, stored later).
        phase = "stopping postgres";
        await postgres.stop();
        phase = "postgres down";
        await phaseAnswers("postgres down", { view: 200, read: 503, health: 503 });
        phase = "starting postgres";
        postgres = await startEmbeddedPostgres({
          dataDir: join(folder, "postgres"),
          database: "restarts",
          port: Number(new URL(postgres.url).port),
        });
        phase = "postgres back";
        await phaseAnswers("postgres back", { view: 200, read: 200, health: 200 });
      }

      console.info(summary());

      // Every request was answered within the bound, with a success or a 503: no 500, no hang, no lost session.
      const unexpected = outcomes.filter((outcome) => outcome.status !== 200 && outcome.status !== 503);
      expect(unexpected).toEqual([]);
      expect(Math.max(...outcomes.map((outcome) => outcome.ms))).toBeLessThan(ANSWER_BOUND_MS);
      // A 503 says what happened in words a person can act on; health's names the store that is away.
      for (const outcome of outcomes.filter((answer) => answer.status === 503 && answer.kind !== "health")) {
        expect(outcome.body).toEqual({
          statusCode: 503,
          error: "Service Unavailable",
          message: STORE_UNAVAILABLE_MESSAGE,
        } satisfies ErrorResponse);
      }
      for (const outcome of outcomes.filter((answer) => answer.status === 503 && answer.kind === "health")) {
        expect(outcome.body).toMatchObject({ status: "degraded" });
      }
      // One process all along.
      expect(await Promise.race([api.exited, Promise.resolve("running")])).toBe("running");

      // Every acknowledged view reaches the restarted PostgreSQL, once; none that was never sent.
      const acknowledged = new Set(
        outcomes.filter((outcome) => outcome.kind === "view" && outcome.status === 200).map((outcome) => outcome.viewKey!),
      );
      const sent = new Set(outcomes.filter((outcome) => outcome.kind === "view").map((outcome) => outcome.viewKey!));
      const storedKeys = async () =>
        (await db.selectFrom("ad_events").select(["user_id", "advertiser_id"]).where("kind", "=", "view").execute()).map(
          (row) => `${row.user_id ?? 0}|${row.advertiser_id}`,
        );
      await waitUntil(
        async () => {
          const stored = new Set(await storedKeys());
          const pending = ((await redis.xpending(keys.stream, AD_EVENTS_GROUP)) as [number])[0];
          return [...acknowledged].every((key) => stored.has(key)) && pending === 0 && (await redis.xlen(keys.stream)) === 0;
        },
        { timeoutMs: 30_000, intervalMs: 100 },
      );
      const stored = await storedKeys();
      expect(new Set(stored).size).toBe(stored.length);
      expect(stored.filter((key) => !sent.has(key))).toEqual([]);
      expect(outcomes.some((outcome) => outcome.phase === "postgres down" && outcome.kind === "view" && outcome.status === 200)).toBe(true);

      expect(await api.stop()).toEqual({ code: 0, signal: null });
      api = undefined;
    },
    90_000 + 60_000 * RESTARTS,
  );
});
