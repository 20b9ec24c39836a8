// The real gateway on a database and Redis key space of its own, with the Gemini emulator's Live API behind it,
// and students signed in the way the API signs them in (a session in the shared store, a signed `sid` cookie).
import { once } from "node:events";
import { localDay, minuteOf, parseVoiceServerFrame } from "@kidsafe/contracts";
import type { VoiceServerMessage } from "@kidsafe/contracts";
import { createDailyUsageRepository, createParentalSettingsRepository, createUsersRepository } from "@kidsafe/db";
import { startGeminiEmulator } from "@kidsafe/gemini-emulator";
import type { GeminiEmulator, LiveOptions } from "@kidsafe/gemini-emulator";
import { STUDENT_SESSION_KEY_PREFIX, createRedis, memoizedSigner, studentSessionCookieName } from "@kidsafe/server-kit";
import { TEEN_BIRTH_YEAR, createTestDatabase, testServiceUrls, uniqueRedisPrefix } from "@kidsafe/testing";
import type { TestDatabase } from "@kidsafe/testing";
import type { Redis } from "ioredis";
import { WebSocket } from "ws";
import { buildVoiceGateway } from "../src/app.ts";
import type { VoiceGateway, VoiceGatewayOverrides } from "../src/app.ts";
import { readVoiceGatewayConfig } from "../src/env.ts";

const SECRET = "test-session-secret-0123456789-abcdefghij";
let studentCounter = 0;

export interface TestGateway {
  gateway: VoiceGateway;
  emulator: GeminiEmulator;
  database: TestDatabase;
  redis: Redis;
  /** ws://127.0.0.1:port */
  url: string;
  /** The BullMQ prefix of the jobs the gateway queues (a crisis event's alert). */
  jobsQueuePrefix: string;
  /** Another replica on the same database, Redis and AI (closed with this one). */
  replica(): Promise<{ gateway: VoiceGateway; url: string }>;
  close(): Promise<void>;
}

export async function startTestGateway(
  live: Partial<LiveOptions> = {},
  overrides: VoiceGatewayOverrides = {},
  /** The one key the emulator accepts (default: any). */
  emulatorApiKey?: string,
): Promise<TestGateway> {
  const { databaseUrl, redisUrl } = testServiceUrls();
  const database = await createTestDatabase(databaseUrl);
  const redis = createRedis(redisUrl, { keyPrefix: uniqueRedisPrefix("voice") });
  const emulator = await startGeminiEmulator({ apiKey: emulatorApiKey, live: { endOfSpeechSilenceMs: 300, ...live } });
  const config = readVoiceGatewayConfig({
    NODE_ENV: "test",
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    SESSION_SECRET: SECRET,
    GEMINI_API_KEY: "test-key",
    GEMINI_BASE_URL: emulator.url,
    LOG_LEVEL: process.env.VOICE_TEST_LOG ?? "silent",
    // Jobs the gateway queues (a crisis event's alert) stay in this test's own queues, never in a worker's.
    JOBS_QUEUE_PREFIX: uniqueRedisPrefix("voice-jobs").slice(0, -1),
  });
  const replicas: VoiceGateway[] = [];
  const listening = async () => {
    const replica = await buildVoiceGateway(config, { db: database.db, redis }, overrides);
    await replica.app.listen({ port: 0, host: "127.0.0.1" });
    const address = replica.app.server.address();
    replicas.push(replica);
    return { gateway: replica, url: `ws://127.0.0.1:${String(typeof address === "object" && address ? address.port : 0)}` };
  };
  const { gateway, url } = await listening();
  return {
    gateway,
    emulator,
    database,
    redis,
    url,
    jobsQueuePrefix: config.jobsQueuePrefix,
    replica: listening,
    async close() {
      for (const replica of replicas) await replica.app.close();
      await emulator.close();
      await redis.quit();
      await database.drop();
    },
  };
}

export interface Student {
  id: number;
  cookie: string;
}

/**
 * A student and a signed-in session, written where the API's session store writes it. A teen unless `birthYear` says
 * otherwise (null: never answered), whom the under-13 collection gate lets talk.
 */
export async function signedInStudent(test: TestGateway, birthYear: number | null = TEEN_BIRTH_YEAR): Promise<Student> {
  const username = `kid${Date.now().toString(36)}${String(studentCounter++)}`;
  const user = await createUsersRepository(test.database.db).insert(username, "!test", birthYear);
  if (!user) throw new Error("could not create a student");
  const sessionId = `test-session-${username}`;
  await test.redis.set(STUDENT_SESSION_KEY_PREFIX + sessionId, JSON.stringify({ user: { id: user.id, username } }), "PX", 60_000);
  return { id: user.id, cookie: `${studentSessionCookieName(false)}=${encodeURIComponent(memoizedSigner(SECRET).sign(sessionId))}` };
}

/** A daily time limit of 1 minute, used up today. */
export async function lockByTimeLimit(test: TestGateway, student: Student): Promise<void> {
  await createParentalSettingsRepository(test.database.db).upsert(student.id, {
    dailyMessageLimit: null,
    dailyTimeLimitMinutes: 1,
    timeZone: "UTC",
  });
  const now = new Date();
  await createDailyUsageRepository(test.database.db).recordActivity(student.id, localDay(now, "UTC"), minuteOf(now));
}

export interface VoiceClient {
  socket: WebSocket;
  /** JSON messages not yet taken by `next`. */
  messages: VoiceServerMessage[];
  /** Every binary frame received. */
  audio: Buffer[];
  /** Everything received, in order: audio frames as Buffers, JSON messages parsed. */
  received: Array<Buffer | VoiceServerMessage>;
  closed: Promise<{ code: number; reason: string }>;
  /** The first message (from now on, or queued) that matches; earlier ones are dropped. */
  next<T extends VoiceServerMessage["type"]>(
    type: T,
    match?: (message: Extract<VoiceServerMessage, { type: T }>) => boolean,
  ): Promise<Extract<VoiceServerMessage, { type: T }>>;
  sendJson(value: unknown): void;
}

export async function openVoice(
  test: { url: string },
  student: Student | undefined,
  query = "",
  headers: Record<string, string> = {},
): Promise<VoiceClient> {
  const socket = new WebSocket(`${test.url}/ws/voice${query}`, { headers: { ...headers, ...(student ? { cookie: student.cookie } : {}) } });
  const messages: VoiceServerMessage[] = [];
  const audio: Buffer[] = [];
  const received: Array<Buffer | VoiceServerMessage> = [];
  const waiters: Array<() => void> = [];
  socket.on("message", (data: Buffer, isBinary: boolean) => {
    if (isBinary) {
      audio.push(data);
      received.push(data);
    } else {
      const parsed = parseVoiceServerFrame(data.toString("utf8"));
      if (!parsed.success) throw new Error(`the gateway sent an invalid frame: ${data.toString("utf8")}`);
      messages.push(parsed.data);
      received.push(parsed.data);
    }
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await once(socket, "open");
  return {
    socket,
    messages,
    audio,
    received,
    closed,
    next: (type, match) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no ${type} message arrived; got ${JSON.stringify(messages.map((m) => m.type))}`)),
          10_000,
        );
        const check = () => {
          const index = messages.findIndex((message) => message.type === type && (!match || match(message as never)));
          if (index < 0) return void waiters.push(check);
          clearTimeout(timer);
          resolve(messages.splice(0, index + 1).at(-1) as never);
        };
        check();
      }),
    sendJson: (value) => socket.send(JSON.stringify(value)),
  };
}
