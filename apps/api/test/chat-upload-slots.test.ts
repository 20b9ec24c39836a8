import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_SERVER_TEXTS } from "../src/modules/chat/texts.ts";
import { UPLOAD_MIN_BYTES, UPLOAD_SLOTS } from "../src/modules/chat/upload-slots.ts";
import { startTestApi } from "./harness.ts";
import type { TestApi } from "./harness.ts";
import { registerStudent } from "./study-mode-support.ts";
import type { Student } from "./study-mode-support.ts";

// Messages with photos are held in memory while their body arrives: a student gets UPLOAD_SLOTS.perStudent at once.

let api: TestApi;
let port: number;
let student: Student;
beforeAll(async () => {
  api = await startTestApi();
  await api.app.listen({ port: 0, host: "127.0.0.1" });
  port = (api.app.server.address() as AddressInfo).port;
  student = await registerStudent(api);
});
afterAll(() => api.close());

/** A chat upload whose body is announced but still arriving: it holds its slot until destroyed. */
function slowUpload(): { request: http.ClientRequest; answer: Promise<{ status: number; body: string }> } {
  const request = http.request({
    host: "127.0.0.1",
    port,
    method: "POST",
    path: "/api/chat",
    headers: { cookie: student.cookie, "content-type": "application/json", "content-length": String(UPLOAD_MIN_BYTES * 2) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve) => {
    request.on("response", (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", () => resolve({ status: 0, body: "" }));
  });
  request.write('{"message":"look","sessionId":"slots","files":[');
  return { request, answer };
}

describe("concurrent uploads", () => {
  it(`lets a student upload ${UPLOAD_SLOTS.perStudent.toString()} messages with photos at once, refuses more with 429, and frees a slot when one ends`, async () => {
    const held = Array.from({ length: UPLOAD_SLOTS.perStudent }, () => slowUpload());
    await new Promise((resolve) => setTimeout(resolve, 200));
    const refused = slowUpload();
    const answer = await refused.answer;
    expect(answer.status).toBe(429);
    expect(answer.body).toContain(CHAT_SERVER_TEXTS.uploadsBusy);

    held[0]?.request.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const next = slowUpload();
    const outcome = await Promise.race([next.answer, new Promise((resolve) => setTimeout(() => resolve("still uploading"), 300))]);
    expect(outcome).toBe("still uploading");
    for (const upload of [...held, next]) upload.request.destroy();
  });
});
