// What a call leaves in the chat record: the camera's request as a camera line (never as the child's words, and not
// counted as their message), and a spoken answer the child spoke over as interrupted. Real gateway, emulator, database.
import { VOICE_CAMERA_PROMPT, localDay } from "@kidsafe/contracts";
import { createChatConversationsRepository, createDailyUsageRepository } from "@kidsafe/db";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openVoice, signedInStudent, startTestGateway } from "./harness.ts";
import type { TestGateway } from "./harness.ts";
import { speak, speakOverAnswer, turnComplete } from "./speech-support.ts";

let test: TestGateway;
beforeAll(async () => {
  test = await startTestGateway();
});
afterAll(() => test.close());
afterEach(() => test.emulator.behaviour.reset());

async function storedMessages(studentId: number, sessionId: string) {
  const { messages } = await createChatConversationsRepository(test.database.db).historyOf(studentId, sessionId);
  return messages.map(({ sender, kind, interrupted, content }) => ({ sender, kind, interrupted, content }));
}

describe("a call's chat record", () => {
  it("keeps the camera's request as a camera line, and the same words typed by the child as theirs", async () => {
    const student = await signedInStudent(test);
    const client = await openVoice(test, student, "?sessionId=camera-chat");
    await client.next("gemini_connected");

    client.sendJson({ type: "describe_camera" });
    await turnComplete(client);
    client.sendJson({ type: "text", text: VOICE_CAMERA_PROMPT });
    await turnComplete(client);
    client.socket.close();
    await client.closed;

    await expect.poll(async () => (await storedMessages(student.id, "camera-chat")).length).toBe(4);
    const [camera, cameraReply, typed, typedReply] = await storedMessages(student.id, "camera-chat");
    expect(camera).toEqual({ sender: "user", kind: "camera", interrupted: false, content: VOICE_CAMERA_PROMPT });
    expect(cameraReply).toMatchObject({ sender: "ai", kind: "text", interrupted: false });
    expect(cameraReply?.content).not.toBe("");
    expect(typed).toEqual({ sender: "user", kind: "text", interrupted: false, content: VOICE_CAMERA_PROMPT });
    expect(typedReply).toMatchObject({ sender: "ai", kind: "text" });
    // Only the child's own message counts toward the parent's daily message limit.
    expect((await createDailyUsageRepository(test.database.db).find(student.id, localDay(new Date(), "UTC"))).messages).toBe(1);
  });

  it("keeps a camera request that stops a spoken answer as a turn of its own, with the answer to it", async () => {
    const student = await signedInStudent(test);
    const client = await openVoice(test, student, "?sessionId=camera-mid-answer");
    await client.next("gemini_connected");
    test.emulator.behaviour.chunkDelayMs = 20;
    speak(client, "what is a comet");
    await client.next("gemini_message", (message) => message.data.serverContent.outputTranscription !== undefined);
    client.sendJson({ type: "describe_camera" });
    await client.next("gemini_message", (message) => message.data.serverContent.interrupted === true);
    test.emulator.behaviour.chunkDelayMs = 0;
    await turnComplete(client);
    client.socket.close();
    await client.closed;

    await expect.poll(async () => (await storedMessages(student.id, "camera-mid-answer")).length).toBe(4);
    const stored = await storedMessages(student.id, "camera-mid-answer");
    expect(stored.map(({ sender, kind, interrupted }) => [sender, kind, interrupted])).toEqual([
      ["user", "text", false],
      ["ai", "text", true],
      ["user", "camera", false],
      ["ai", "text", false],
    ]);
    expect(stored[0]?.content).toBe("what is a comet");
    expect(stored[2]?.content).toBe(VOICE_CAMERA_PROMPT);
    expect(stored[3]?.content).toMatch(/see/i);
  });

  it("rejects a camera request that carries words of its own", async () => {
    const student = await signedInStudent(test);
    const client = await openVoice(test, student);
    await client.next("gemini_connected");
    client.sendJson({ type: "describe_camera", text: "hide these words" });
    expect(await client.next("error")).toMatchObject({ type: "error" });
    client.socket.close();
  });

  it("marks a spoken answer the child spoke over as interrupted, with what was said of it", async () => {
    const student = await signedInStudent(test);
    const client = await openVoice(test, student, "?sessionId=interrupted-chat");
    await client.next("gemini_connected");
    client.sendJson({ type: "text", text: "what is 7 + 5" });
    await turnComplete(client);

    await speakOverAnswer(test, client, { question: "tell me about dinosaurs", words: "wait" });
    await turnComplete(client);
    client.socket.close();
    await client.closed;

    await expect.poll(async () => (await storedMessages(student.id, "interrupted-chat")).map((m) => m.content)).toContain("wait");
    const stored = await storedMessages(student.id, "interrupted-chat");
    expect(stored.map(({ sender, interrupted }) => [sender, interrupted])).toEqual([
      ["user", false],
      ["ai", false],
      ["user", false],
      ["ai", true],
      ["user", false],
      ["ai", false],
    ]);
    expect(stored[2]?.content).toBe("tell me about dinosaurs");
    expect(stored[3]?.content).not.toBe("");
  });
});
