import { CHAT_TEXTS, ChatTooManyRequestsResponse, aiStatusCalls, attachmentCalls, chatCalls } from "@kidsafe/contracts";
import type { ApiPlugin } from "../../context.ts";
import { collectingStudentRoutes, currentStudent, studentRoutes } from "../../http/access.ts";
import type { HeardCheck } from "../../http/access.ts";
import { routeOf } from "../../http/route.ts";
import { tooManyRequests } from "@kidsafe/server-kit";
import type { AttachmentFiles } from "./attachment-files.ts";
import { CHAT_BODY_LIMIT_BYTES } from "./body-limit.ts";
import { inlineDisposition } from "./content-disposition.ts";
import { CHAT_SERVER_TEXTS } from "./texts.ts";
import { createUploadSlots, UPLOAD_MIN_BYTES } from "./upload-slots.ts";
import type { UploadSlots } from "./upload-slots.ts";
import type { ChatService } from "./service.ts";
import { ChatLimitReachedError } from "./service.ts";

/** Vary on the cookie, so another child signing in on a shared computer is asked of the server, which answers 404. */
const ATTACHMENT_CACHE_CONTROL = "private, max-age=604800, immutable";

/** Deleting a chat collects nothing, so it stays open past the collection gate. */
export function chatRoutes(
  chat: ChatService,
  attachments: AttachmentFiles,
  options: { aiOffline: boolean; gate: HeardCheck; uploads?: UploadSlots },
): ApiPlugin {
  const sendRoute = routeOf(chatCalls.sendChat);
  const uploads = options.uploads ?? createUploadSlots();
  const releases = new WeakMap<object, () => void>();
  const collecting = collectingStudentRoutes(options.gate, (app) => {
    app.route({
      ...sendRoute,
      schema: { ...sendRoute.schema, response: { ...sendRoute.schema.response, 429: ChatTooManyRequestsResponse } },
      // Every other route keeps the server's small default.
      bodyLimit: CHAT_BODY_LIMIT_BYTES,
      // Before the body is read: a few uploads at once per student and address.
      onRequest: (request, _reply, done) => {
        const length = Number(request.headers["content-length"] ?? 0);
        if (length < UPLOAD_MIN_BYTES && request.headers["transfer-encoding"] === undefined) return done();
        const release = uploads.take(currentStudent(request).id, request.ip);
        if (!release) return done(tooManyRequests(CHAT_SERVER_TEXTS.uploadsBusy, 1000));
        releases.set(request, release);
        done();
      },
      onResponse: (request, _reply, done) => {
        releases.get(request)?.();
        done();
      },
      onRequestAbort: (request, done) => {
        releases.get(request)?.();
        done();
      },
      handler: async (request, reply) => {
        try {
          return await chat.send(currentStudent(request), request.body, { locale: request.headers["accept-language"] });
        } catch (error) {
          if (!(error instanceof ChatLimitReachedError)) throw error;
          // The client looks for 'Chat limit reached' in the message or for this flag.
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
      handler: (request) => chat.history(currentStudent(request), request.params.sessionId),
    });

    app.route({
      ...routeOf(attachmentCalls.getAttachment),
      handler: async (request, reply) => {
        const file = await attachments.open(currentStudent(request), request.params.id, request.query.size ?? "full");
        return reply
          .type(file.contentType)
          .header("content-length", file.byteLength)
          .header("content-disposition", inlineDisposition(file.fileName, file.contentType, file.source === "thumbnail"))
          .header("cache-control", ATTACHMENT_CACHE_CONTROL)
          .header("vary", "Cookie")
          .header("cross-origin-resource-policy", "same-origin")
          .send(file.body);
      },
    });
  });

  const signedIn = studentRoutes((app) => {
    app.route({
      ...routeOf(chatCalls.clearChat),
      handler: (request) => chat.clear(currentStudent(request), request.params.sessionId),
    });
  });

  return async (app) => {
    // Open to everyone: the sign-in page may say the AI is offline too.
    app.route({
      ...routeOf(aiStatusCalls.getAiStatus),
      handler: () => Promise.resolve({ offline: options.aiOffline }),
    });
    await collecting(app);
    await signedIn(app);
  };
}
