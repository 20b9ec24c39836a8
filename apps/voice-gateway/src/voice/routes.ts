// Refused at the upgrade with an HTTP status, never an open socket.
import { DEFAULT_AGE, DEFAULT_SUBJECT, DEFAULT_VOICE, FAMILY_TEXTS, VOICE_SOCKET_PATH, VoiceSocketQuery } from "@kidsafe/contracts";
import type { User } from "@kidsafe/contracts";
import { HttpError, forbidden, readStudentSession, unauthorized } from "@kidsafe/server-kit";
import type { CookieSigner, ZodFastify } from "@kidsafe/server-kit";
import type { FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import type { CollectionGate } from "../collection-gate.ts";
import { VoiceCall } from "./call.ts";
import type { CallDeps } from "./call.ts";

export interface VoiceRouteOptions {
  redis: Redis;
  signer: CookieSigner;
  /** The session cookie is then `__Host-sid`. */
  secureCookies: boolean;
  deps: CallDeps;
  gate: CollectionGate;
  calls: Set<VoiceCall>;
  isDraining(): boolean;
  onCallsChanged(): void;
}

export function voiceSocketRoute(options: VoiceRouteOptions) {
  const students = new WeakMap<FastifyRequest, User>();
  return (app: ZodFastify) => {
    app.get(
      VOICE_SOCKET_PATH,
      {
        websocket: true,
        schema: { querystring: VoiceSocketQuery },
        preValidation: async (request) => {
          if (options.isDraining()) throw new HttpError(503, "Voice chat is restarting. Please reconnect.");
          const student = await readStudentSession(options.redis, options.signer, request.headers.cookie, options.secureCookies);
          if (!student) throw unauthorized();
          if (!(await options.gate.isHeard(student.id))) throw forbidden(FAMILY_TEXTS.consentNeeded);
          students.set(request, student);
        },
      },
      (socket, request) => {
        const student = students.get(request);
        if (!student) return socket.close(1008, "Please sign in to continue.");
        const query = request.query;
        const call = new VoiceCall(
          socket,
          request.raw.socket,
          student,
          {
            age: query.age ?? DEFAULT_AGE,
            subject: query.subject ?? DEFAULT_SUBJECT,
            voice: query.voice ?? DEFAULT_VOICE,
            sessionId: query.sessionId,
            // Which helpline a self-harm refusal names, as text chat reads it.
            locale: request.headers["accept-language"],
          },
          { ...options.deps, log: request.log, requestId: request.id },
          (ended) => {
            options.calls.delete(ended);
            options.onCallsChanged();
          },
        );
        options.calls.add(call);
        options.onCallsChanged();
        void call.open();
      },
    );
  };
}
