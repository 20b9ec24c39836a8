import { FAMILY_TEXTS, voiceCalls } from "@kidsafe/contracts";
import type { User } from "@kidsafe/contracts";
import { ErrorResponse } from "@kidsafe/contracts";
import { forbidden, readStudentSession, unauthorized } from "@kidsafe/server-kit";
import type { CookieSigner, ZodFastify } from "@kidsafe/server-kit";
import type { FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import type { CollectionGate } from "../collection-gate.ts";
import { readCameraOffer } from "./camera-offer.ts";
import type { CameraPeers } from "./camera-peers.ts";
import type { VoiceBus } from "./voice-bus.ts";

const errors = { "4xx": ErrorResponse, "5xx": ErrorResponse };

export function cameraRoutes(options: {
  redis: Redis;
  signer: CookieSigner;
  secureCookies: boolean;
  gate: CollectionGate;
  peers: CameraPeers;
  bus: () => VoiceBus;
}) {
  const students = new WeakMap<FastifyRequest, User>();
  return (app: ZodFastify, _options: unknown, done: () => void) => {
    app.addHook("preValidation", async (request) => {
      const student = await readStudentSession(options.redis, options.signer, request.headers.cookie, options.secureCookies);
      if (!student) throw unauthorized();
      if (!(await options.gate.isHeard(student.id))) throw forbidden(FAMILY_TEXTS.consentNeeded);
      students.set(request, student);
    });
    const studentOf = (request: FastifyRequest) => {
      const student = students.get(request);
      if (!student) throw unauthorized();
      return student;
    };

    const offer = voiceCalls.webRtcOffer;
    app.post(offer.path, { schema: { body: offer.body, response: { 200: offer.response, ...errors } } }, (request) =>
      // Read first: a garbage offer gets its 400 before a peer connection exists.
      options.peers.answer(studentOf(request).id, readCameraOffer(request.body.sdp)),
    );

    const candidate = voiceCalls.webRtcCandidate;
    app.post(candidate.path, { schema: { body: candidate.body, response: { 200: candidate.response, ...errors } } }, async (request) => {
      const student = studentOf(request);
      // The peer may be on another replica: the candidate then goes to it over the bus.
      if (!(await options.peers.addCandidate(request.body.sessionId, student.id, request.body.candidate))) {
        await options.bus().publishCandidate(request.body.sessionId, student.id, request.body.candidate);
      }
      return { ok: true as const };
    });
    done();
  };
}
