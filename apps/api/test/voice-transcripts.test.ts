// What a voice call leaves in the chat record, as the child and a parent read it: the camera's request is a camera
// line (the child's history names its kind; a parent reads "Camera shared"), and an answer cut short says so.
import { VOICE_CAMERA_PROMPT, localDay, minuteOf } from "@kidsafe/contracts";
import type { ChatHistory, ChildConversations } from "@kidsafe/contracts";
import { createChatMessagesRepository } from "@kidsafe/db";
import { CHILD_BIRTH_YEAR } from "@kidsafe/testing";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRANSCRIPT_NOTES } from "../src/modules/parents/transcripts.ts";
import { startTestApi } from "./harness.ts";
import type { TestApi } from "./harness.ts";
import { registerChildOn, signedInParentOf } from "./parents-support.ts";
import { call } from "./study-mode-support.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

/** A child under 13 whose linked parent consented, both signed in. */
async function childAndParent() {
  const child = await registerChildOn(api, CHILD_BIRTH_YEAR);
  const parent = await signedInParentOf(api, child.id, { consent: true });
  return { child, parentCookie: parent.cookie };
}

/** Turns as the voice gateway stores them. */
async function storeVoiceTurns(userId: number, sessionId: string) {
  const chatMessages = createChatMessagesRepository(api.database.db);
  const now = new Date();
  const countedOn = { day: localDay(now, "UTC"), minute: minuteOf(now) };
  const turn = { userId, sessionId, maxCounted: 50, countedOn };
  await chatMessages.storeTurn({ ...turn, cameraPrompt: VOICE_CAMERA_PROMPT, question: "", reply: "I can see a red cup." });
  await chatMessages.storeTurn({ ...turn, question: "what is puberty", reply: "Puberty is when your", interrupted: true });
}

describe("a voice call's chat record", () => {
  it("names the camera line and the interrupted answer in the child's history", async () => {
    const { child } = await childAndParent();
    await storeVoiceTurns(child.id, "voice-record");
    const response = await call(api, "GET", "/api/chat/voice-record", child.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const { messages } = response.json<ChatHistory>();
    expect(messages.map(({ sender, kind, interrupted, content }) => ({ sender, kind, interrupted, content }))).toEqual([
      { sender: "user", kind: "camera", interrupted: undefined, content: VOICE_CAMERA_PROMPT },
      { sender: "ai", kind: undefined, interrupted: undefined, content: "I can see a red cup." },
      { sender: "user", kind: undefined, interrupted: undefined, content: "what is puberty" },
      { sender: "ai", kind: undefined, interrupted: true, content: "Puberty is when your" },
    ]);
  });

  it("tells a parent the camera was shared, never as the child's words, and that the answer was interrupted", async () => {
    const { child, parentCookie } = await childAndParent();
    await storeVoiceTurns(child.id, "voice-record");
    const response = await call(api, "GET", `/api/parent/children/${String(child.id)}/conversations`, parentCookie);
    expect(response.statusCode, response.body).toBe(200);
    const [conversation] = response.json<ChildConversations>().conversations;
    // The title is the child's first own question, not the camera's request.
    expect(conversation?.title).toBe("what is puberty");
    expect(conversation?.messages.map(({ role, content }) => [role, content])).toEqual([
      ["user", TRANSCRIPT_NOTES.cameraShared],
      ["assistant", "I can see a red cup."],
      ["user", "what is puberty"],
      ["assistant", `Puberty is when your ${TRANSCRIPT_NOTES.interrupted}`],
    ]);

    const exported = await call(api, "GET", `/api/parent/children/${String(child.id)}/export`, parentCookie);
    expect(exported.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(exported.rawPayload));
    const document = JSON.parse(Buffer.from(files["child.json"]!).toString("utf8")) as {
      conversations: Array<{ messages: Array<{ role: string; content: string }> }>;
    };
    expect(document.conversations[0]?.messages.map(({ role, content }) => [role, content])).toEqual(
      conversation?.messages.map(({ role, content }) => [role, content]),
    );
  });
});
