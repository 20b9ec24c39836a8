import fastifyWebsocket from "@fastify/websocket";
import {
  createGeminiLiveModel,
  createGeminiReplyJudge,
  createTurnPipeline,
  geminiKeySource,
  moderationRecording,
  safetyEventRecording,
} from "@kidsafe/ai";
import type { GeminiLiveModel, ReplyJudge } from "@kidsafe/ai";
import { adKeysFor, createRecommendationPacing, createServedLedger } from "@kidsafe/ads";
import { VOICE_CALLS_PER_STUDENT, VOICE_LIMIT_CHECK_INTERVAL_MS, VOICE_MAX_AUDIO_FRAME_BYTES } from "@kidsafe/contracts";
import {
  createAdEventsRepository,
  createAiProviderKeysRepository,
  createAdvertisersRepository,
  createChatConversationsRepository,
  createChatMessagesRepository,
  createConsentsRepository,
  createFeatureUsageRepository,
  createModerationRepository,
  createParentalSettingsRepository,
  createSafetyEventsRepository,
} from "@kidsafe/db";
import type { Db } from "@kidsafe/db";
import { createJobQueues } from "@kidsafe/jobs";
import { HttpError, createServer, enforceOriginPolicy, memoizedSigner, serveMetrics } from "@kidsafe/server-kit";
import type { ZodFastify } from "@kidsafe/server-kit";
import type { Redis } from "ioredis";
import { z } from "zod";
import { createCameraPeers } from "./camera/camera-peers.ts";
import { cameraRoutes } from "./camera/routes.ts";
import { createVoiceBus } from "./camera/voice-bus.ts";
import type { VoiceBus } from "./camera/voice-bus.ts";
import { createCollectionGate } from "./collection-gate.ts";
import type { VoiceGatewayConfig } from "./env.ts";
import type { VoiceCall } from "./voice/call.ts";
import { createCallSlots } from "./voice/call-slots.ts";
import { createVoiceMetrics } from "./voice/metrics.ts";
import { createResumeHandles } from "./voice/resume-handles.ts";
import { voiceSocketRoute } from "./voice/routes.ts";
import { createTranscripts } from "./voice/transcripts.ts";
import { createVoiceLimits } from "./voice/voice-limits.ts";
import { createVoiceRecommendations } from "./voice/voice-recommendations.ts";

export { readVoiceGatewayConfig } from "./env.ts";
export type { VoiceGatewayConfig } from "./env.ts";

const Health = z.object({
  status: z.enum(["ok", "draining"]),
  openSockets: z.number().int().nonnegative(),
  openCalls: z.number().int().nonnegative(),
});

export interface VoiceGatewayConnections {
  db: Db;
  /** With the API's key prefix: its sessions and serve record. */
  redis: Redis;
}

export interface VoiceGatewayOverrides {
  liveModel?: GeminiLiveModel;
  replyJudge?: ReplyJudge;
  clock?: () => Date;
  /** Tests shorten it. */
  limitCheckIntervalMs?: number;
}

export interface VoiceGateway {
  app: ZodFastify;
  drain(): void;
  readonly calls: ReadonlySet<VoiceCall>;
}

/** Any replica serves any call: all call state is in Redis and PostgreSQL, shared with the API. */
export async function buildVoiceGateway(
  config: VoiceGatewayConfig,
  { db, redis }: VoiceGatewayConnections,
  overrides: VoiceGatewayOverrides = {},
): Promise<VoiceGateway> {
  const app = createServer({ logLevel: config.logLevel, trustProxy: config.trustProxy });
  const clock = overrides.clock ?? (() => new Date());
  const metrics = createVoiceMetrics();
  serveMetrics(app, metrics.registry);
  const calls = new Set<VoiceCall>();
  let draining = false;

  const adKeys = adKeysFor(await createAdEventsRepository(db).databaseName());
  const limits = createVoiceLimits({ settings: createParentalSettingsRepository(db), featureUsage: createFeatureUsageRepository(db), clock });
  const consents = createConsentsRepository(db);
  // A child under 13 is heard only with a linked parent's consent (the API's rule, on the same tables).
  const gate = createCollectionGate({ consents, clock });
  // A new key is in use within STORED_KEY_TTL_MS.
  const keySource = geminiKeySource({
    keys: createAiProviderKeysRepository(db),
    kek: config.keyEncryptionKey,
    environmentKey: config.gemini.apiKey,
    warn: (message) => app.log.warn(message),
  });
  const judge =
    overrides.replyJudge ?? createGeminiReplyJudge({ keySource, baseUrl: config.gemini.baseUrl, model: config.gemini.moderationModel });
  const queues = createJobQueues({ connection: config.redisUrl, prefix: config.jobsQueuePrefix });
  app.addHook("onClose", () => queues.close());
  const afterRecorded = async (eventId: string) => {
    await queues.enqueue("family.alert", { eventId });
  };
  const turns = createTurnPipeline({
    judge,
    ...moderationRecording(createModerationRepository(db), { clock, log: app.log }),
    events: safetyEventRecording(createSafetyEventsRepository(db), { clock, log: app.log, afterRecorded }),
  });
  const deps = {
    model: overrides.liveModel ?? createGeminiLiveModel({ keySource, baseUrl: config.gemini.baseUrl, model: config.gemini.liveModel }),
    turns,
    limits,
    gate,
    slots: createCallSlots(redis, { perStudent: VOICE_CALLS_PER_STUDENT }),
    recommendations: createVoiceRecommendations({
      advertisers: createAdvertisersRepository(db),
      ledger: createServedLedger(redis, adKeys),
      pacing: createRecommendationPacing(redis, adKeys),
      clock,
      birthYearOf: async (userId) => (await consents.birthYearOf(userId))?.birthYear ?? null,
    }),
    transcripts: createTranscripts({ conversations: createChatConversationsRepository(db), messages: createChatMessagesRepository(db), limits }),
    handles: createResumeHandles(redis),
    metrics,
    log: app.log,
    limitCheckIntervalMs: overrides.limitCheckIntervalMs ?? VOICE_LIMIT_CHECK_INTERVAL_MS,
  };

  await app.register(fastifyWebsocket, { options: { maxPayload: VOICE_MAX_AUDIO_FRAME_BYTES } });
  // Only the product's own pages may open a call or post a camera offer. After the websocket plugin, whose own hook must see an upgrade first.
  enforceOriginPolicy(app, { publicOrigins: [config.publicUrl] });
  // 503 from the first moment of SIGTERM, so the load balancer sends no new call.
  app.get("/ws/health", { schema: { response: { 200: Health, 503: Health } } }, async (_request, reply) => {
    const leaving = draining || app.shutdown.draining;
    return reply.status(leaving ? 503 : 200).send({
      status: leaving ? "draining" : "ok",
      openSockets: app.websocketServer.clients.size,
      openCalls: calls.size,
    });
  });
  await app.register(
    voiceSocketRoute({
      redis,
      signer: memoizedSigner(config.sessionSecret),
      secureCookies: config.production,
      deps,
      gate,
      calls,
      isDraining: () => draining,
      onCallsChanged: () => metrics.activeCalls.set(calls.size),
    }),
  );

  // Local and remote calls take one path.
  const peers = createCameraPeers({ onFrame: (userId, jpeg) => void bus?.publishFrame(userId, jpeg).catch(() => undefined) });
  let bus: VoiceBus | undefined;
  app.addHook("onReady", async () => {
    bus = await createVoiceBus(redis, config.redisKeyPrefix, {
      frame: (userId, jpeg) => {
        for (const call of calls) if (call.userId === userId) call.sendVideoFrame(jpeg);
      },
      candidate: (peerId, userId, candidate) => void peers.addCandidate(peerId, userId, candidate as never),
    });
  });
  app.addHook("preClose", async () => {
    peers.closeAll();
    await bus?.close();
  });
  await app.register(
    cameraRoutes({
      redis,
      signer: memoizedSigner(config.sessionSecret),
      secureCookies: config.production,
      gate,
      peers,
      bus: () => {
        if (!bus) throw new HttpError(503, "The camera is not ready yet. Please try again.");
        return bus;
      },
    }),
  );

  return {
    app,
    calls,
    drain() {
      draining = true;
      app.shutdown.draining = true;
      peers.closeAll();
      for (const call of [...calls]) call.moveElsewhere();
    },
  };
}
