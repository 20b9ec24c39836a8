import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { AdEventInput, AdEventsRepository, ServedAdInput } from "@kidsafe/db";
import type { Logger } from "@kidsafe/server-kit";
import type { Redis } from "ioredis";
import { decodeEntry } from "@kidsafe/ads";
import type { AdKeys } from "@kidsafe/ads";

/**
 * Acknowledged only after the INSERT committed; a dead flusher's pending entries are claimed and inserted again, which the unique keys turn into
 * nothing: exactly once.
 */

export const AD_EVENTS_GROUP = "ad-event-flusher";

export interface AdEventFlusherOptions {
  batchSize?: number;
  blockMs?: number;
  /** That consumer is taken for dead. */
  claimIdleMs?: number;
  /** A third of `claimIdleMs` unless set. */
  claimEveryMs?: number;
  consumerName?: string;
}

const DEFAULTS = { batchSize: 1000, blockMs: 1000, claimIdleMs: 30_000 } as const;
/** Exited processes. */
const STALE_CONSUMER_MS = 60 * 60 * 1000;
const RETRY_DELAY_MS = 1000;

type StreamEntry = [id: string, fields: string[] | null];
type ReadReply = Array<[stream: string, entries: StreamEntry[]]> | null;
type Log = Pick<Logger, "warn" | "error">;

export interface AdEventFlusherDependencies {
  redis: Redis;
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
  // ioredis does not prefix a stream passed as a subcommand argument.
  const prefixedStream = `${redis.options.keyPrefix ?? ""}${stream}`;

  let reader: Redis | undefined;
  let loop: Promise<void> | undefined;
  let stopping = false;
  let wakeUp: (() => void) | undefined;
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

    /** The blocking reads use a connection of their own. */
    async start(): Promise<void> {
      if (loop) return;
      stopping = false;
      await ensureGroup();
      reader = redis.duplicate();
      // Its failures reach the loop as failed reads, which logs them.
      reader.on("error", () => undefined);
      loop = run(reader);
    },

    flushNow,

    /** So a graceful shutdown leaves nothing behind. */
    async stop(): Promise<void> {
      if (!loop) return;
      stopping = true;
      wakeUp?.();
      // An entry the read had already taken stays pending and is stored below.
      reader?.disconnect();
      await loop;
      loop = undefined;
      reader = undefined;
      await flushNow().catch((error: unknown) => log.error(error, "ad events: final flush failed; the entries stay in Redis"));
    },
  };
}

export type AdEventFlusher = ReturnType<typeof createAdEventFlusher>;
