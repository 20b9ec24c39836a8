import { CHAT_TEXTS, ChatTooManyRequestsResponse, aiStatusCalls, chatCalls } from "@kidsafe/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import { currentStudent, requireStudent } from "../../plugins/require-student.ts";
import type { Api } from "../../route.ts";
import { routeOf } from "../../route.ts";
import { CHAT_BODY_LIMIT_BYTES } from "./body-limit.ts";
import type { ChatService, SendTiming } from "./service.ts";
import { ChatLimitReachedError } from "./service.ts";

const timings = new WeakMap<FastifyRequest, SendTiming>();

/**
 * `Server-Timing: model;dur=…, app;dur=…`: the model call and the API's own time around it (everything from
 * receiving the request to sending the answer, minus the model). The benchmark reads it; so can devtools.
 */
function reportTiming(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) {
  const timing = timings.get(request);
  if (timing) {
    const own = Math.max(0, reply.elapsedTime - timing.modelMs);
    void reply.header("server-timing", `model;dur=${timing.modelMs.toFixed(2)}, app;dur=${own.toFixed(2)}`);
  }
  done(null, payload);
}

/** POST /api/chat, GET and DELETE /api/chat/:sessionId (seed 000 §7), and GET /api/ai-status (ours). */
export function chatRoutes(app: Api, chat: ChatService, options: { aiOffline: boolean }): void {
  const signedIn = { preHandler: requireStudent };
  const sendRoute = routeOf(chatCalls.sendChat);

  app.route({
    ...sendRoute,
    schema: { ...sendRoute.schema, response: { ...sendRoute.schema.response, 429: ChatTooManyRequestsResponse } },
    // Up to 5 images of 5 MB each, as base64 in JSON; every other route keeps the server's small default.
    bodyLimit: CHAT_BODY_LIMIT_BYTES,
    ...signedIn,
    onSend: reportTiming,
    handler: async (request, reply) => {
      const timing: SendTiming = { modelMs: 0 };
      timings.set(request, timing);
      try {
        return await chat.send(currentStudent(request), request.body, timing, request.log);
      } catch (error) {
        if (!(error instanceof ChatLimitReachedError)) throw error;
        // The seed's client looks for 'Chat limit reached' in the message or for this flag.
        return reply.code(429).send({
          statusCode: 429,
          error: "Too Many Requests",
          message: CHAT_TEXTS.limitReachedInline,
          limitReached: true,
        });
      }
    },
  });

  app.route({
    ...routeOf(chatCalls.getChatHistory),
    ...signedIn,
    handler: (request) => chat.history(currentStudent(request), request.params.sessionId),
  });

  app.route({
    ...routeOf(chatCalls.clearChat),
    ...signedIn,
    handler: (request) => chat.clear(currentStudent(request), request.params.sessionId),
  });

  app.route({
    ...routeOf(aiStatusCalls.getAiStatus),
    handler: () => Promise.resolve({ offline: options.aiOffline }),
  });
}
