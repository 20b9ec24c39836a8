// The under-13 collection gate on the gateway: the voice socket's upgrade and the camera's WebRTC offer
// refuse a child under 13 (or of no known age) without a linked parent's consent; a teen talks; a consent withdrawn
// during a call ends it at the next check.
import { CONSENT_NOTICE_VERSION, FAMILY_TEXTS, VOICE_CLOSE_CODES } from "@kidsafe/contracts";
import { createConsentsRepository, createParentLinksRepository, createParentsRepository } from "@kidsafe/db";
import { CHILD_BIRTH_YEAR } from "@kidsafe/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { openVoice, signedInStudent, startTestGateway } from "./harness.ts";
import type { Student, TestGateway } from "./harness.ts";

let test: TestGateway;
let parents = 0;
beforeAll(async () => {
  // The limits (and the gate with them) asked again every 200 ms rather than every minute.
  test = await startTestGateway({}, { limitCheckIntervalMs: 200 });
});
afterAll(() => test.close());

/** The upgrade's answer: the HTTP status and body of a refusal, or 101 when the socket opened. */
function upgrade(student: Student): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${test.url}/ws/voice`, { headers: { cookie: student.cookie } });
    socket.on("unexpected-response", (_request, response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    socket.on("open", () => {
      socket.close();
      resolve({ status: 101, body: "" });
    });
  });
}

async function consentOfLinkedParent(student: Student): Promise<void> {
  const db = test.database.db;
  const parent = await createParentsRepository(db).insertParent(`voice-parent${String(parents++)}@example.com`, "!test");
  if (!parent) throw new Error("could not create a parent");
  await createParentLinksRepository(db).link(parent.id, student.id, 2);
  await createConsentsRepository(db).recordConsent({
    parentId: parent.id,
    userId: student.id,
    noticeVersion: CONSENT_NOTICE_VERSION,
    checkoutSessionId: `cs_test_voice_${String(parents)}`,
    paymentIntentId: null,
    ip: "127.0.0.1",
  });
}

describe("the collection gate on voice", () => {
  it("refuses the upgrade with 403 and the consent text for a child under 13 and a child of no known age", async () => {
    for (const birthYear of [CHILD_BIRTH_YEAR, null]) {
      const refused = await upgrade(await signedInStudent(test, birthYear));
      expect(refused.status).toBe(403);
      expect(JSON.parse(refused.body)).toMatchObject({ statusCode: 403, message: FAMILY_TEXTS.consentNeeded });
    }
    expect(test.gateway.calls.size).toBe(0);
  });

  it("lets a teen talk", async () => {
    const call = await openVoice(test, await signedInStudent(test));
    await call.next("gemini_connected");
    call.socket.close();
  });

  it("refuses a camera's WebRTC offer from a child under 13 without consent", async () => {
    const child = await signedInStudent(test, CHILD_BIRTH_YEAR);
    const response = await test.gateway.app.inject({
      method: "POST",
      url: "/api/gemini/webrtc/offer",
      headers: { cookie: child.cookie },
      payload: { sdp: "v=0", type: "offer" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toBe(FAMILY_TEXTS.consentNeeded);
  });

  it("lets a child talk once a linked parent consents, and ends the call when the consent is withdrawn", async () => {
    const child = await signedInStudent(test, CHILD_BIRTH_YEAR);
    await consentOfLinkedParent(child);
    const call = await openVoice(test, child);
    await call.next("gemini_connected");

    await createConsentsRepository(test.database.db).withdrawConsents(child.id, new Date());
    expect((await call.next("error")).message).toBe(FAMILY_TEXTS.consentNeeded);
    expect(await call.closed).toEqual({ code: VOICE_CLOSE_CODES.consentNeeded, reason: FAMILY_TEXTS.consentNeeded });
    expect((await upgrade(child)).status).toBe(403);
  });
});
