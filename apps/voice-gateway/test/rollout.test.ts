// A rollout of the voice gateway ends no conversation. Two gateways as they ship (the production bundle, processes of
// their own) behind a balancer that routes as the ingress does (to pods whose readiness answers 200), the Gemini
// emulator's Live API behind both, and a page that reconnects as the student web does (after a 1012 close, with its
// chat's session id). The gateway holding the call gets SIGTERM: its readiness fails at once, the call goes on through
// the drain delay, then the page is told to move; it reconnects through the balancer to the other gateway, which
// resumes the conversation from its handle, and every turn is in the chat, in order.
import { setTimeout as sleep } from "node:timers/promises";
import { VOICE_CLOSE_CODES, VOICE_RECONNECT_DELAY_MS, VOICE_SERVER_TEXTS } from "@kidsafe/contracts";
import { createChatConversationsRepository, createUsersRepository } from "@kidsafe/db";
import { startGeminiEmulator } from "@kidsafe/gemini-emulator";
import type { GeminiEmulator } from "@kidsafe/gemini-emulator";
import { STUDENT_SESSION_KEY_PREFIX, createRedis, memoizedSigner, studentSessionCookieName } from "@kidsafe/server-kit";
import { FLEET_PROBE_INTERVAL_MS, startRolloutFleet, TEEN_BIRTH_YEAR, testServiceUrls } from "@kidsafe/testing";
import type { RolloutFleet, TestBalancer, TestDatabase } from "@kidsafe/testing";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openVoice } from "./harness.ts";
import type { Student, VoiceClient } from "./harness.ts";

const SECRET = "rollout-session-secret-0123456789-abcdefghij";
/** Long enough for the balancer's probes to take a draining gateway out while its call goes on. */
const DRAIN_MS = 10 * FLEET_PROBE_INTERVAL_MS;

let emulator: GeminiEmulator;
let fleet: RolloutFleet;
let database: TestDatabase;
let redis: Redis;
let balancer: TestBalancer;

beforeAll(async () => {
  emulator = await startGeminiEmulator({ live: { endOfSpeechSilenceMs: 300 } });
  fleet = await startRolloutFleet({
    server: "voice-gateway",
    healthPath: "/ws/health",
    redisLabel: "voice-rollout",
    env: {
      SESSION_SECRET: SECRET,
      GEMINI_API_KEY: "test-key",
      GEMINI_BASE_URL: emulator.url,
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      SHUTDOWN_TIMEOUT_MS: "5000",
    },
  });
  ({ database, balancer } = fleet);
  // The sessions the gateways read are written under their own key prefix.
  redis = createRedis(testServiceUrls().redisUrl, { keyPrefix: fleet.redisKeyPrefix });
});

afterAll(async () => {
  await redis?.quit();
  await fleet?.close();
  await emulator?.close();
});

/** A student with a session where the API's session store writes it (the gateways read it). */
async function signedInStudent(): Promise<Student> {
  const username = `rollout${Date.now().toString(36)}`;
  const user = await createUsersRepository(database.db).insert(username, "!test", TEEN_BIRTH_YEAR);
  if (!user) throw new Error("could not create a student");
  const sessionId = `rollout-session-${username}`;
  await redis.set(STUDENT_SESSION_KEY_PREFIX + sessionId, JSON.stringify({ user: { id: user.id, username } }), "PX", 60_000);
  return { id: user.id, cookie: `${studentSessionCookieName(false)}=${encodeURIComponent(memoizedSigner(SECRET).sign(sessionId))}` };
}

const openCallsOf = async (origin: string) => ((await (await fetch(`${origin}/ws/health`)).json()) as { openCalls: number }).openCalls;

/** One typed question and the whole spoken answer. */
async function ask(client: VoiceClient, question: string): Promise<string> {
  client.sendJson({ type: "text", text: question });
  const said: string[] = [];
  for (;;) {
    const message = await client.next("gemini_message");
    said.push(message.data.serverContent.outputTranscription?.text ?? "");
    if (message.data.serverContent.turnComplete) return said.join("");
  }
}

it("moves a call to the other gateway when its own is stopped, with the conversation and every turn kept", async () => {
  const gateways = await Promise.all([fleet.add(), fleet.add()]);
  const student = await signedInStudent();
  const chat = "rollout-call";
  const page = { url: balancer.url.replace("http:", "ws:") };

  const first = await openVoice(page, student, `?sessionId=${chat}`);
  await first.next("gemini_connected");
  await ask(first, "tell me about volcanoes");
  const counts = await Promise.all(gateways.map((gateway) => openCallsOf(gateway.origin)));
  const holding = gateways[counts.indexOf(1)]!;
  const other = gateways.find((gateway) => gateway !== holding)!;

  // SIGTERM: readiness fails at once, and the call goes on while the balancer takes the gateway out.
  const signalledAt = Date.now();
  const exited = holding.process.stop(20_000);
  await balancer.probed(holding.origin, 503, DRAIN_MS);
  expect(Date.now() - signalledAt).toBeLessThan(DRAIN_MS);
  expect(await ask(first, "and the moon")).not.toBe("");

  // Then the page is told to move, and the gateway exits on its own, cleanly.
  expect(await first.next("error")).toEqual({ type: "error", message: VOICE_SERVER_TEXTS.restarting });
  await first.next("gemini_disconnected");
  expect((await first.closed).code).toBe(VOICE_CLOSE_CODES.serviceRestart);
  expect(await exited).toEqual({ code: 0, signal: null });
  expect(holding.process.output()).toContain("moving voice calls to other replicas");

  // The page reconnects as the student web does: the same origin, the same chat, after its delay.
  await sleep(VOICE_RECONNECT_DELAY_MS);
  const resumed = await openVoice(page, student, `?sessionId=${chat}`);
  await resumed.next("gemini_connected");
  expect(await openCallsOf(other.origin)).toBe(1);
  expect(await ask(resumed, "what did I ask?")).toBe("You asked me: and the moon");
  resumed.socket.close();
  await resumed.closed;

  // Every turn is in the chat, in order: none was lost in the move (a turn is stored just after it ends).
  const storedTurns = async () => (await createChatConversationsRepository(database.db).conversationOf(student.id, chat)).messages;
  await expect.poll(async () => (await storedTurns()).length).toBe(6);
  const messages = await storedTurns();
  expect(messages.map((message) => [message.sender, message.sender === "user" ? message.content : ""])).toEqual([
    ["user", "tell me about volcanoes"],
    ["ai", ""],
    ["user", "and the moon"],
    ["ai", ""],
    ["user", "what did I ask?"],
    ["ai", ""],
  ]);
  expect(messages.at(-1)?.content).toBe("You asked me: and the moon");

  // Each AI connection carried the id the balancer gave the socket's request.
  expect(emulator.live.clientRequestIds.length).toBeGreaterThanOrEqual(2);
  expect(emulator.live.clientRequestIds.every((id) => /^[0-9a-f]{32}$/.test(id ?? ""))).toBe(true);
}, 60_000);
