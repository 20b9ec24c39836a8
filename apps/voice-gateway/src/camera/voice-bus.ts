// The camera's connection and the voice socket may land on different replicas, so frames are addressed by student id.
import type { Redis } from "ioredis";

export interface VoiceBus {
  publishFrame(userId: number, jpeg: Buffer): Promise<void>;
  publishCandidate(peerId: string, userId: number, candidate: unknown): Promise<void>;
  close(): Promise<void>;
}

export interface VoiceBusHandlers {
  frame(userId: number, jpeg: Buffer): void;
  candidate(peerId: string, userId: number, candidate: unknown): void;
}

export async function createVoiceBus(redis: Redis, channelPrefix: string, handlers: VoiceBusHandlers): Promise<VoiceBus> {
  const frames = `${channelPrefix}voice-bus:frame:`;
  const candidates = `${channelPrefix}voice-bus:candidate:`;
  const subscriber = redis.duplicate();
  subscriber.on("pmessageBuffer", (_pattern: Buffer, channel: Buffer, message: Buffer) => {
    const name = channel.toString();
    if (name.startsWith(frames)) handlers.frame(Number(name.slice(frames.length)), message);
    else if (name.startsWith(candidates)) {
      const { userId, candidate } = JSON.parse(message.toString()) as { userId: number; candidate: unknown };
      handlers.candidate(name.slice(candidates.length), userId, candidate);
    }
  });
  await subscriber.psubscribe(`${channelPrefix}voice-bus:*`);
  return {
    async publishFrame(userId, jpeg) {
      await redis.publish(`${frames}${String(userId)}`, jpeg);
    },
    async publishCandidate(peerId, userId, candidate) {
      await redis.publish(`${candidates}${peerId}`, JSON.stringify({ userId, candidate }));
    },
    async close() {
      await subscriber.quit();
    },
  };
}
