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

const BODY_START = '{"message":"look","sessionId":"slots","files":[';
const BODY_BYTES = UPLOAD_MIN_BYTES * 2;

interface Upload {
  request: http.ClientRequest;
  answer: Promise<{ status: number; body: string }>;
}

/** A chat upload whose body is announced but still arriving: it holds its slot until it ends or is destroyed. */
function slowUpload(): Upload {
  const request = http.request({
    host: "127.0.0.1",
    port,
    method: "POST",
    path: "/api/chat",
    headers: { cookie: student.cookie, "content-type": "application/json", "content-length": String(BODY_BYTES) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve) => {
    request.on("response", (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", () => resolve({ status: 0, body: "" }));
  });
  request.write(BODY_START);
  return { request, answer };
}

/**
 * An upload sent whole, with a field the chat does not know: 400 once a slot let its body in, 429 when every slot
 * was taken. Either way it ends, and frees any slot it took.
 */
async function probe(): Promise<{ status: number; body: string }> {
  const upload = slowUpload();
  const rest = '],"probe":true}';
  upload.request.end(rest + " ".repeat(BODY_BYTES - Buffer.byteLength(BODY_START) - rest.length));
  return upload.answer;
}

const statusOfProbe = async () => (await probe()).status;

describe("concurrent uploads", () => {
  it(`lets a student upload ${UPLOAD_SLOTS.perStudent.toString()} messages with photos at once, refuses more with 429, and frees a slot when one ends`, async () => {
    const held = Array.from({ length: UPLOAD_SLOTS.perStudent }, () => slowUpload());
    // The held uploads take their slots as their headers arrive; from then on every further upload is refused.
    await expect.poll(statusOfProbe, { timeout: 10_000, interval: 20 }).toBe(429);
    expect((await probe()).body).toContain(CHAT_SERVER_TEXTS.uploadsBusy);

    held[0]?.request.destroy();
    await expect.poll(statusOfProbe, { timeout: 10_000, interval: 20 }).toBe(400);
    for (const upload of held) upload.request.destroy();
  });
});
