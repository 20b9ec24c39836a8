// Helpers of the chat integration tests: students, images as bytes, and the rows a failed request must not touch.
import { CHAT_SEND_COOLDOWN_MS } from "@kidsafe/contracts";
import type { ChatRequest } from "@kidsafe/contracts";
import { sql } from "kysely";
import { sessionCookie } from "./harness.ts";
import type { TestApi } from "./harness.ts";

export interface ChatStudent {
  id: number;
  cookie: string;
}

let counter = 0;

export async function registerChatStudent(api: TestApi, base = "Chatty"): Promise<ChatStudent> {
  const username = `${base}${Date.now().toString(36)}${counter++}`;
  const response = await api.app.inject({ method: "POST", url: "/api/register", payload: { username, password: "pw" } });
  if (response.statusCode !== 200) throw new Error(`registration failed: ${response.body}`);
  return { id: response.json<{ id: number }>().id, cookie: sessionCookie(response) };
}

/** A clock the cooldown reads; `pass()` moves it past the 2000 ms, so a test never sleeps. */
export function cooldownClock(start = 1_700_000_000_000) {
  const clock = { now: start, pass: (ms = CHAT_SEND_COOLDOWN_MS) => (clock.now += ms) };
  return clock;
}

export const newSession = () => `t${Date.now().toString(36)}-${(counter++).toString(36)}`;

/** Bytes that start with a real image signature (the rest is filler: the server checks signatures only). */
export const imageBytes = {
  png: (size = 64) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(Math.max(0, size - 8), 7)]),
  jpeg: (size = 64) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(Math.max(0, size - 4), 3)]),
  gif: () => Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"),
  pdf: () => Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n", "latin1"),
};

export function upload(name: string, bytes: Buffer, type = "image/png"): ChatRequest["files"][number] {
  return { name, type, size: bytes.length, data: bytes.toString("base64") };
}

export function postChat(api: TestApi, cookie: string | undefined, payload: unknown) {
  return api.app.inject({
    method: "POST",
    url: "/api/chat",
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });
}

export function getChat(api: TestApi, cookie: string | undefined, sessionId: string) {
  return api.app.inject({ method: "GET", url: `/api/chat/${sessionId}`, headers: cookie ? { cookie } : {} });
}

export function deleteChat(api: TestApi, cookie: string | undefined, sessionId: string) {
  return api.app.inject({ method: "DELETE", url: `/api/chat/${sessionId}`, headers: cookie ? { cookie } : {} });
}

/** Every chat row in the database, to show that a refused request changed nothing. */
export async function chatRows(api: TestApi) {
  const { rows } = await sql<{ conversations: string; messages: string; attachments: string; content: string }>`
    select (select count(*) from conversations) as conversations,
           (select count(*) from messages) as messages,
           (select count(*) from attachments) as attachments,
           (select coalesce(string_agg(content, '|' order by id), '') from messages) as content
  `.execute(api.database.db);
  return rows[0];
}
