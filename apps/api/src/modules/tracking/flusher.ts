import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { AdEventInput, AdEventsRepository, ServedAdInput } from "@kidsafe/db";
import type { Logger } from "@kidsafe/server-kit";
import type { Redis } from "ioredis";
import { decodeEntry } from "@kidsafe/ads";
import type { AdKeys } from "@kidsafe/ads";

/**
 * Moves the ad events stream into PostgreSQL in batches: a consumer group reads up to `batchSize`
 * entries, one multi-row INSERT ... ON CONFLICT DO NOTHING stores them, and only after it committed are
 * they acknowledged (XACK) and deleted (XDEL). A flusher that dies before acknowledging leaves its entries
 * pending; another (or the next) flusher claims them after `claimIdleMs` and inserts them again, which the
 * table's unique keys turn into nothing. At-least-once delivery into an idempotent table: exactly once.
 *
 * Runs inside every API process (one consumer each, one group for all), so it scales with the replicas.
 */

export const AD_EVENTS_GROUP = "ad-event-flusher";

export interface AdEventFlusherOptions {
  /** Entries per read and per INSERT. */
  batchSize?: number;
  /** How long one read waits for new entries. */
  blockMs?: number;
  /** Entries pending on a consumer this long are taken over (that consumer is taken for dead). */
  claimIdleMs?: number;
  /** How often the loop looks for such entries: a third of `claimIdleMs` unless set. */
  claimEveryMs?: number;
  /** This process's consumer name; unique by default. */
  consumerName?: string;
}

const DEFAULTS = { batchSize: 1000, blockMs: 1000, claimIdleMs: 30_000 } as const;
/** Consumers with nothing pending and idle this long are removed from the group (exited processes). */
const STALE_CONSUMER_MS = 60 * 60 * 1000;
const RETRY_DELAY_MS = 1000;

type StreamEntry = [id: string, fields: string[] | null];
type ReadReply = Array<[stream: string, entries: StreamEntry[]]> | null;
type Log = Pick<Logger, "warn" | "error">;

export interface AdEventFlusherDependencies {
  redis: Redis;
  /** The keys of this deployment's database (the stream). */
  keys: AdKeys;
  adEvents: AdEventsRepository;
  log: Log;
  options?: AdEventFlusherOptions;
}

export function createAdEventFlusher({ redis, keys, adEvents, log, options = {} }: AdEventFlusherDependencies) {
  const stream = keys.stream;
  const settings = { ...DEFAULTS, ...options };
  const claimEveryMs = options.claimEveryMs ?? Math.ceil(settings.claimIdleMs / 3);
  const consumer = options.consumerName ?? `${hostname()}-${process.pid}-${randomBytes(3).toString("hex")}`;
  // Commands that take the stream as a subcommand argument are not prefixed by ioredis.
  const prefixedStream = `${redis.options.keyPrefix ?? ""}${stream}`;

  let reader: Redis | undefined;
  let loop: Promise<void> | undefined;
  let stopping = false;
  let wakeUp: (() => void) | undefined;
  // Batches are handled one at a time, whoever read them.
  let queue: Promise<unknown> = Promise.resolve();
  const serialized = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };

  async function ensureGroup(): Promise<void> {
    try {
      await redis.xgroup("CREATE", prefixedStream, AD_EVENTS_GROUP, "0", "MKSTREAM");
    } catch (error) {
      if (!String((error as Error).message).includes("BUSYGROUP")) throw error;
    }
  }

  /** Stores one batch, then acknowledges and deletes it. Answers how many entries it held. */
  async function store(entries: readonly StreamEntry[]): Promise<number> {
    const events: AdEventInput[] = [];
    const served: ServedAdInput[] = [];
    const ids: string[] = [];
    for (const [id, fields] of entries) {
      ids.push(id);
      if (fields === null) continue; // deleted meanwhile: nothing to store
      const decoded = decodeEntry(id, fields);
      if (decoded.type === "event") events.push(decoded.event);
      else if (decoded.type === "served") served.push(decoded.served);
      else log.warn(`ad events: dropping a malformed stream entry (${decoded.reason})`);
    }
    if (ids.length === 0) return 0;
    await adEvents.insertServed(served);
    await adEvents.insertEvents(events);
    // Only now, with the rows committed, may the entries leave the stream.
    await redis
      .multi()
      .xack(stream, AD_EVENTS_GROUP, ...ids)
      .xdel(stream, ...ids)
      .exec();
    return ids.length;
  }

  async function read(connection: Redis, startId: string, blockMs: number | null): Promise<StreamEntry[]> {
    const { batchSize } = settings;
    const reply = (
      blockMs === null
        ? await connection.xreadgroup("GROUP", AD_EVENTS_GROUP, consumer, "COUNT", batchSize, "STREAMS", stream, startId)
        : await connection.xreadgroup("GROUP", AD_EVENTS_GROUP, consumer, "COUNT", batchSize, "BLOCK", blockMs, "STREAMS", stream, startId)
    ) as ReadReply;
    return reply?.[0]?.[1] ?? [];
  }

  /** Takes over entries left pending by consumers that stopped (crashed) and stores them. */
  async function claimAbandoned(minIdleMs: number): Promise<number> {
    let handled = 0;
    let cursor = "0-0";
    do {
      const [next, entries] = (await redis.xautoclaim(stream, AD_EVENTS_GROUP, consumer, minIdleMs, cursor, "COUNT", settings.batchSize)) as [
        string,
        StreamEntry[],
      ];
      if (entries.length > 0) handled += await serialized(() => store(entries));
      cursor = next;
    } while (cursor !== "0-0" && !stopping);
    return handled;
  }

  async function forgetStaleConsumers(): Promise<void> {
    const consumers = (await redis.xinfo("CONSUMERS", prefixedStream, AD_EVENTS_GROUP)) as Array<Array<string | number>>;
    for (const flat of consumers) {
      const info = new Map<string, string | number>();
      for (let index = 0; index + 1 < flat.length; index += 2) info.set(String(flat[index]), flat[index + 1]!);
      const name = String(info.get("name"));
      if (name !== consumer && Number(info.get("pending")) === 0 && Number(info.get("idle")) > STALE_CONSUMER_MS) {
        await redis.xgroup("DELCONSUMER", prefixedStream, AD_EVENTS_GROUP, name);
      }
    }
  }

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function run(connection: Redis): Promise<void> {
    let lastClaim = 0;
    while (!stopping) {
      try {
        if (Date.now() - lastClaim >= claimEveryMs) {
          lastClaim = Date.now();
          await claimAbandoned(settings.claimIdleMs);
          await forgetStaleConsumers();
        }
        const entries = await read(connection, ">", settings.blockMs);
        if (entries.length > 0) await serialized(() => store(entries));
      } catch (error) {
        if (stopping) break;
        if (String((error as Error).message).includes("NOGROUP")) {
          // Redis lost the stream (restart without persistence): start the group again.
          await ensureGroup().catch(() => undefined);
        } else {
          log.error(error, "ad events: flushing failed; retrying");
        }
        await pause(RETRY_DELAY_MS);
      }
    }
  }

  /**
   * Stores everything in the stream now, without waiting: entries abandoned by other consumers for at
   * least `minIdleMs`, this consumer's own pending entries, then new ones until none are left.
   */
  async function flushNow(minIdleMs: number = settings.claimIdleMs): Promise<number> {
    await ensureGroup();
    let handled = await claimAbandoned(minIdleMs);
    for (let entries = await read(redis, "0", null); entries.length > 0; entries = await read(redis, "0", null)) {
      handled += await serialized(() => store(entries));
    }
    for (let entries = await read(redis, ">", null); entries.length > 0; entries = await read(redis, ">", null)) {
      handled += await serialized(() => store(entries));
    }
    return handled;
  }

  return {
    consumer,

    /** Starts the background loop (the blocking reads use a connection of their own). */
    async start(): Promise<void> {
      if (loop) return;
      stopping = false;
      await ensureGroup();
      reader = redis.duplicate();
      // Its failures reach the loop as failed reads, which logs them; the connection's own errors add nothing.
      reader.on("error", () => undefined);
      loop = run(reader);
    },

    flushNow,

    /** Stops the loop and stores what is left, so a graceful shutdown leaves nothing behind. */
    async stop(): Promise<void> {
      if (!loop) return;
      stopping = true;
      wakeUp?.();
      // Ends a blocked read at once; an entry it had already taken stays pending and is stored below.
      reader?.disconnect();
      await loop;
      loop = undefined;
      reader = undefined;
      await flushNow().catch((error: unknown) => log.error(error, "ad events: final flush failed; the entries stay in Redis"));
    },
  };
}

export type AdEventFlusher = ReturnType<typeof createAdEventFlusher>;
