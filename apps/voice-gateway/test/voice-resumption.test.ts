// A call outlives its AI connections: the emulator ends each one after a short lifetime (goAway, then close), and a
// gateway restart (SIGTERM drain) moves the call to another replica, which resumes the conversation from its handle.
import { CHAT_TEXTS, VOICE_CLOSE_CODES, VOICE_SERVER_TEXTS, localDay } from "@kidsafe/contracts";
import { createDailyUsageRepository } from "@kidsafe/db";
import { speakAsTones } from "@kidsafe/gemini-emulator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lockByTimeLimit, openVoice, signedInStudent, startTestGateway } from "./harness.ts";
import type { TestGateway, VoiceClient } from "./harness.ts";

let test: TestGateway;
beforeAll(async () => {
  test = await startTestGateway({ connectionLifetimeMs: 900, goAwayNoticeMs: 300 }, { limitCheckIntervalMs: 250 });
});
afterAll(() => test.close());

const CHUNK_BYTES = 8192; // 256 ms of 16 kHz 16-bit audio
const CHUNK_MS = 256;

/** Speech in 256 ms chunks at the pace a microphone sends it. */
async function speakInRealTime(client: VoiceClient, text: string): Promise<void> {
  const pcm = Buffer.concat([speakAsTones(text, 16_000), Buffer.alloc(16_000)]);
  for (let offset = 0; offset < pcm.length; offset += CHUNK_BYTES) {
    client.socket.send(pcm.subarray(offset, offset + CHUNK_BYTES));
    await new Promise((resolve) => setTimeout(resolve, CHUNK_MS));
  }
}

const movesOf = async (test: TestGateway) => {
  const metrics = await test.gateway.app.inject({ method: "GET", url: "/metrics" });
  return Number(/voice_gateway_upstream_moves_total (\d+)/.exec(metrics.body)?.[1] ?? 0);
};

describe("resumption", () => {
  it("carries a call across forced goAways with every utterance heard whole and the conversation kept", async () => {
    const student = await signedInStudent(test);
    const client = await openVoice(test, student, "?sessionId=long-call");
    await client.next("gemini_connected");
    const heard: string[] = [];
    for (const question of ["tell me about bees", "and the moon", "what did I ask"]) {
      await speakInRealTime(client, question);
      const message = await client.next("gemini_message", (m) => m.data.serverContent.inputTranscription !== undefined);
      heard.push(message.data.serverContent.inputTranscription?.text ?? "");
      const said: string[] = [];
      for (;;) {
        const next = await client.next("gemini_message");
        said.push(next.data.serverContent.outputTranscription?.text ?? "");
        if (next.data.serverContent.turnComplete) break;
      }
      if (question === "what did I ask") expect(said.join("")).toBe("You asked me: and the moon");
    }
    expect(heard).toEqual(["tell me about bees", "and the moon", "what did I ask"]);
    expect(await movesOf(test)).toBeGreaterThanOrEqual(2);
    expect(client.messages.some((message) => message.type === "gemini_disconnected" || message.type === "error")).toBe(false);
    expect(client.socket.readyState).toBe(client.socket.OPEN);
    client.socket.close();
  }, 30_000);

  it("drains on SIGTERM: the page is told to reconnect, and another replica resumes the conversation", async () => {
    const student = await signedInStudent(test);
    const leaving = await test.replica();
    const client = await openVoice(leaving, student, "?sessionId=moving-call");
    await client.next("gemini_connected");
    client.sendJson({ type: "text", text: "tell me about volcanoes" });
    await client.next("gemini_message", (m) => m.data.serverContent.turnComplete === true);

    leaving.gateway.drain();
    expect(await client.next("error")).toEqual({ type: "error", message: VOICE_SERVER_TEXTS.restarting });
    await client.next("gemini_disconnected");
    expect((await client.closed).code).toBe(VOICE_CLOSE_CODES.serviceRestart);
    const health = await leaving.gateway.app.inject({ method: "GET", url: "/ws/health" });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: "draining", openCalls: 0 });
    await expect(openVoice(leaving, student)).rejects.toThrow(/503/);

    const resumed = await openVoice(test, student, "?sessionId=moving-call");
    await resumed.next("gemini_connected");
    resumed.sendJson({ type: "text", text: "what did I ask?" });
    const answer = await resumed.next("gemini_message", (m) => m.data.serverContent.outputTranscription !== undefined);
    expect(answer.data.serverContent.outputTranscription?.text).toMatch(/^You asked me: /);
    const rest: string[] = [answer.data.serverContent.outputTranscription?.text ?? ""];
    for (;;) {
      const next = await resumed.next("gemini_message");
      rest.push(next.data.serverContent.outputTranscription?.text ?? "");
      if (next.data.serverContent.turnComplete) break;
    }
    expect(rest.join("")).toBe("You asked me: tell me about volcanoes");
    resumed.socket.close();
  });

  it("counts a call's minutes toward the daily time limit and ends the call when the limit is used up", async () => {
    const student = await signedInStudent(test);
    const client = await openVoice(test, student);
    await client.next("gemini_connected");
    const usage = createDailyUsageRepository(test.database.db);
    await expect.poll(async () => (await usage.find(student.id, localDay(new Date(), "UTC"))).activeMinutes).toBeGreaterThanOrEqual(1);

    await lockByTimeLimit(test, student);
    expect(await client.next("error")).toEqual({ type: "error", message: CHAT_TEXTS.timeLimitDescription });
    expect((await client.closed).code).toBe(VOICE_CLOSE_CODES.locked);
  });
});
