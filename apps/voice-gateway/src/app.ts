import fastifyWebsocket from "@fastify/websocket";
import { createServer } from "@kidsafe/server-kit";
import type { ZodFastify } from "@kidsafe/server-kit";
import { z } from "zod";

const Health = z.object({ status: z.literal("ok"), openSockets: z.number().int().nonnegative() });

/**
 * The voice gateway: a stateless relay between a child's browser socket (/ws/voice) and Gemini Live.
 * The relay itself arrives with the voice issue; today the app answers its health check, which reports
 * the open sockets (the number its autoscaler follows).
 */
export async function buildVoiceGateway(options: { logLevel?: string } = {}): Promise<ZodFastify> {
  const app = createServer({ logLevel: options.logLevel });
  await app.register(fastifyWebsocket, { options: { maxPayload: 1024 * 1024 } });
  app.get("/ws/health", { schema: { response: { 200: Health } } }, () => ({
    status: "ok" as const,
    openSockets: app.websocketServer.clients.size,
  }));
  return app;
}
