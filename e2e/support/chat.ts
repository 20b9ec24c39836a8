/// <reference lib="dom" />
// Helpers of the chat spec: a fresh student, a conversation seeded through the API, the tabs a reload finds.
import { crc32, deflateSync } from "node:zlib";
import { CHAT_TEXTS, STORAGE_KEYS, TAB_TEXTS } from "@kidsafe/contracts";
import type { AgeOption } from "@kidsafe/contracts";
import { expect } from "@playwright/test";
import type { APIRequestContext, Locator, Page } from "@playwright/test";

const PASSWORD = "correct horse battery staple";

export interface Student {
  id: number;
  username: string;
}

/** A fresh account whose session cookie the page shares (page.request uses the browser context's cookies). */
/**
 * A child of 13 or 14 this year: heard without a parent's consent, and of an age the demo apps are for (ads reach only
 * children every age of whose birth year fits an app's range).
 */
const YOUNG_TEEN_BIRTH_YEAR = new Date().getUTCFullYear() - 14;

/** `age`: the settings' 'age for answers' the page starts with (ads follow it: the demo maths app is for 6 to 12). */
export async function signUpStudent(page: Page, options: { age?: AgeOption } = {}): Promise<Student> {
  const username = `chat_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const response = await page.request.post("/api/register", { data: { username, password: PASSWORD, birthYear: YOUNG_TEEN_BIRTH_YEAR } });
  expect(response.ok()).toBe(true);
  const student = (await response.json()) as Student;
  if (options.age !== undefined) {
    await page.addInitScript(([key, age]) => window.localStorage.setItem(key, age), [STORAGE_KEYS.age(student.id), options.age] as const);
  }
  return student;
}

export function toastWithTitle(page: Page, title: string): Locator {
  return page
    .getByRole("region", { name: /notifications/i })
    .getByRole("listitem")
    .filter({ hasText: title });
}

export const userBubbles = (page: Page) => page.getByRole("article", { name: "You said" });
export const aiBubbles = (page: Page) => page.getByRole("article", { name: "AI said" });
export const messageBox = (page: Page) => page.getByRole("textbox", { name: "Message" });

/**
 * Sends what the message box holds. The screen holds a message back silently for 2000 ms after the last one
 * (seed 000 §4), so this presses Enter until the box empties, which is when the message went.
 */
export async function sendFromMessageBox(page: Page, text: string): Promise<void> {
  await messageBox(page).fill(text);
  await expect(async () => {
    await messageBox(page).press("Enter");
    await expect(messageBox(page)).toHaveValue("", { timeout: 300 });
  }).toPass({ intervals: [400], timeout: 15_000 });
}

/**
 * Questions and their replies stored through POST /api/chat, as the child would have sent them. The API keeps
 * 2000 ms between one student's messages: a 429 cooldown answer is sent again until it goes through.
 */
export async function seedConversation(request: APIRequestContext, sessionId: string, questions: number): Promise<void> {
  for (let index = 1; index <= questions; index += 1) {
    await expect
      .poll(
        async () => {
          const response = await request.post("/api/chat", { data: { sessionId, message: `Seeded question ${index}` } });
          if (response.status() === 429 && !(await response.text()).includes(CHAT_TEXTS.limitReachedServerMessage)) return 429;
          return response.status();
        },
        { intervals: [250], timeout: 20_000 },
      )
      .toBe(200);
  }
}

/**
 * Tabs as the screen stores them under chat_session_{userId}; the next load of / restores them. Written once the
 * screen shows its own tabs: it stores them as it mounts, and a write before that would be overwritten.
 */
export async function storeChatTabs(page: Page, userId: number, tabs: { sessionId: string; title?: string; mode?: "ai" | "search" }[]) {
  await expect(page.getByRole("tablist", { name: "Tabs" })).toBeVisible();
  const stored = {
    version: 1,
    activeTabId: "tab-1",
    tabs: tabs.map((tab, index) => ({
      id: `tab-${index + 1}`,
      title: tab.title ?? TAB_TEXTS.newTab,
      type: "chat",
      sessionId: tab.sessionId,
      mode: tab.mode ?? "ai",
    })),
  };
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    STORAGE_KEYS.chatSession(userId),
    JSON.stringify(stored),
  ] as const);
}

/** A real 1x1 PNG: the API checks an image's bytes, not only its declared type. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** A real PNG of `width` x `height` pixels of one colour (8-bit RGB, unfiltered rows). */
export function solidPng(width: number, height: number, rgb: readonly [number, number, number] = [58, 123, 213]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const framed = Buffer.alloc(typed.length + 8);
    framed.writeUInt32BE(data.length, 0);
    typed.copy(framed, 4);
    framed.writeUInt32BE(crc32(typed), typed.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, index) => rgb[index % 3] ?? 0)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export function pngFile(name: string, buffer: Buffer = TINY_PNG) {
  return { name, mimeType: "image/png", buffer };
}
