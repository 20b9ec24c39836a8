/// <reference lib="dom" />
import { CHAT_TEXTS, TAB_TEXTS, UPLOAD_TEXTS, newSessionId } from "@kidsafe/contracts";
import { expect, test } from "@playwright/test";
import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import {
  aiBubbles,
  messageBox,
  pngFile,
  seedConversation,
  sendFromMessageBox,
  signUpStudent,
  solidPng,
  storeChatTabs,
  toastWithTitle,
  userBubbles,
} from "../support/chat.ts";
import { VIEWPORTS } from "../support/viewports.ts";

// Seed 000 §2, §4, §5, §8: the main chat screen in 'ai' mode against the whole stack, whose API answers through
// the real Gemini adapter and the local Gemini emulator ("Offline AI: ...").

const tabs = (page: Page) => page.getByRole("tablist", { name: "Tabs" }).getByRole("tab");

/** A question with a photo through POST /api/chat, sent again while the 2000 ms cooldown answers 429. */
async function sendPhotoThroughApi(request: APIRequestContext, sessionId: string, message: string): Promise<void> {
  const photo = solidPng(640, 480, [200, 120, 40]);
  const files = [{ name: "kite.png", type: "image/png", size: photo.length, data: photo.toString("base64") }];
  await expect
    .poll(async () => (await request.post("/api/chat", { data: { sessionId, message, files } })).status(), { intervals: [250], timeout: 20_000 })
    .toBe(200);
}

test.describe("main chat screen", () => {
  test("asks in the text chat, gets the Offline AI reply, copies it, and keeps it after a reload", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const student = await signUpStudent(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: `Hello ${student.username}!` })).toBeVisible();
    await expect(page.getByText("Offline AI is answering")).toBeVisible();

    const box = page.getByRole("textbox", { name: "Ask anything" });
    await expect(box).toHaveAttribute("placeholder", CHAT_TEXTS.welcomePlaceholder);
    await expect(page.getByRole("button", { name: "Ask", exact: true })).toBeDisabled();
    // The welcome box searches (search.spec.ts); 'Text chat' opens the conversation.
    await page.getByRole("button", { name: "Text chat" }).click();
    await sendFromMessageBox(page, "Why is the sky blue?");

    await expect(userBubbles(page)).toHaveCount(1);
    await expect(userBubbles(page)).toContainText("Why is the sky blue?");
    const reply = aiBubbles(page).first();
    await expect(reply).toContainText("Offline AI");
    await expect(page.locator("li[data-highlighted]")).toHaveCount(1);
    await expect(page.getByText("2/50 messages", { exact: true })).toBeVisible();
    await expect(tabs(page)).toHaveText(["Why is the sky blue?"]);
    await expect(reply.locator("time")).toHaveText(/^\d{1,2}:\d{2}/);

    await reply.getByRole("button", { name: "Copy message" }).click();
    await expect(toastWithTitle(page, CHAT_TEXTS.copied)).toBeVisible();
    const replyText = (await reply.locator("p").textContent()) ?? "";
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(replyText);

    // A second question, once the 2000 ms cooldown lets it go; the history is read again after it.
    await sendFromMessageBox(page, "And why are sunsets red?");
    await expect(aiBubbles(page)).toHaveCount(2);
    await expect(page.getByText("4/50 messages", { exact: true })).toBeVisible();

    await page.reload();
    await expect(userBubbles(page)).toHaveText([/Why is the sky blue\?/, /And why are sunsets red\?/]);
    await expect(aiBubbles(page)).toHaveCount(2);
    await expect(aiBubbles(page).first()).toContainText(replyText);
    await expect(tabs(page)).toHaveText(["Why is the sky blue?"]);
  });

  test("refuses six files, a 6 MB file and a non-image; sends an image that stays after a reload", async ({ page }) => {
    await signUpStudent(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Text chat" }).click();
    await expect(messageBox(page)).toHaveAttribute("placeholder", CHAT_TEXTS.inputPlaceholder);
    const fileInput = page.getByTestId("chat-file-input");

    await fileInput.setInputFiles([1, 2, 3, 4, 5, 6].map((n) => pngFile(`picture-${n}.png`)));
    await expect(toastWithTitle(page, UPLOAD_TEXTS.tooManyFilesTitle)).toContainText(UPLOAD_TEXTS.tooManyFilesDescription);

    await fileInput.setInputFiles([pngFile("huge.png", Buffer.alloc(6 * 1024 * 1024, 1))]);
    await expect(toastWithTitle(page, UPLOAD_TEXTS.fileTooLargeTitle)).toContainText("huge.png is larger than 5MB");

    await fileInput.setInputFiles([{ name: "homework.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") }]);
    await expect(toastWithTitle(page, UPLOAD_TEXTS.invalidTypeTitle)).toContainText(
      "homework.pdf is not an image. Only images are supported currently.",
    );
    await expect(page.getByRole("list", { name: "Images to send" })).toHaveCount(0);

    await fileInput.setInputFiles([pngFile("dot.png")]);
    await expect(toastWithTitle(page, UPLOAD_TEXTS.uploadedTitle)).toBeVisible();
    await expect(page.getByRole("list", { name: "Images to send" }).getByRole("img", { name: "dot.png" })).toBeVisible();
    await messageBox(page).fill("What colour is this?");
    await page.getByRole("button", { name: "Send" }).click();

    await expect(aiBubbles(page)).toContainText("Offline AI");
    // Shown at once under the device's name, then as stored: the server never keeps that name.
    await expect(userBubbles(page).getByRole("img", { name: /^(dot|photo-1)\.png$/ })).toBeVisible();
    await expect(page.getByRole("list", { name: "Images to send" })).toHaveCount(0);

    await page.reload();
    const image = userBubbles(page).getByRole("img", { name: "photo-1.png" });
    await expect(image).toBeVisible();
    // After a reload the picture comes from the API's thumbnail, not from the history's JSON.
    await expect(image).toHaveAttribute("src", /^\/api\/attachments\/\d+\?size=thumbnail$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  });

  test("a sent photo shows in the history after a reload from its thumbnail, and opens at full size", async ({ page }) => {
    await signUpStudent(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Text chat" }).click();
    await page.getByTestId("chat-file-input").setInputFiles([pngFile("garden.png", solidPng(640, 480))]);
    await expect(toastWithTitle(page, UPLOAD_TEXTS.uploadedTitle)).toBeVisible();
    await messageBox(page).fill("What is in my garden?");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(aiBubbles(page)).toContainText("Offline AI");

    const thumbnailLoaded = page.waitForResponse((response) => /\/api\/attachments\/\d+\?size=thumbnail$/.test(response.url()));
    await page.reload();
    const thumbnailResponse = await thumbnailLoaded;
    expect(thumbnailResponse.status()).toBe(200);
    expect(thumbnailResponse.headers()["content-type"]).toBe("image/webp");
    const thumbnail = userBubbles(page).getByRole("img", { name: "photo-1.png" });
    await expect(thumbnail).toHaveAttribute("src", /^\/api\/attachments\/\d+\?size=thumbnail$/);
    // The server's thumbnail: 320 px on the long side.
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([320, 240]);

    await userBubbles(page).getByRole("link", { name: "Open photo-1.png" }).click();
    const viewer = page.getByRole("dialog", { name: "photo-1.png" });
    const full = viewer.getByRole("img", { name: "photo-1.png" });
    await expect(full).toHaveAttribute("src", /^\/api\/attachments\/\d+$/);
    await expect.poll(() => full.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([640, 480]);
    await viewer.getByRole("button", { name: "Close" }).click();
    await expect(viewer).toHaveCount(0);
  });

  test("at 50 messages says so, takes a 51st back with 'Chat Limit Reached', and Reset Chat clears it", async ({ page }) => {
    // 25 questions through the API, each 2000 ms after the last (the server's cooldown).
    test.setTimeout(180_000);
    const student = await signUpStudent(page);
    const sessionId = newSessionId();
    await seedConversation(page.request, sessionId, 25);

    await page.goto("/");
    await storeChatTabs(page, student.id, [{ sessionId, title: "Full chat" }]);
    await page.reload();
    await expect(page.getByText("50/50 messages", { exact: true })).toBeVisible();
    await expect(page.getByText(CHAT_TEXTS.limitReachedInline)).toBeVisible();
    await expect(userBubbles(page)).toHaveCount(25);

    await messageBox(page).fill("Just one more question");
    await messageBox(page).press("Enter");
    const limitToast = toastWithTitle(page, CHAT_TEXTS.limitReachedTitle);
    await expect(limitToast).toContainText(CHAT_TEXTS.limitReachedDescription);
    await expect(userBubbles(page)).toHaveCount(25);
    await expect(userBubbles(page).filter({ hasText: "Just one more question" })).toHaveCount(0);
    await expect(messageBox(page)).toHaveValue("Just one more question");

    await page.getByRole("button", { name: CHAT_TEXTS.resetChat }).click();
    await page.getByRole("button", { name: CHAT_TEXTS.resetChatConfirm }).click();
    await expect(toastWithTitle(page, "Chat cleared")).toBeVisible();
    await expect(page.getByText("0/50 messages", { exact: true })).toBeVisible();
    await expect(userBubbles(page)).toHaveCount(0);
    const history = await page.request.get(`/api/chat/${sessionId}`);
    expect(history.ok()).toBe(true);
    expect(((await history.json()) as { messages: unknown[] }).messages).toEqual([]);

    // The cleared chat takes messages again.
    await sendFromMessageBox(page, "Just one more question");
    await expect(aiBubbles(page)).toContainText("Offline AI");
    await expect(page.getByText("2/50 messages", { exact: true })).toBeVisible();
  });

  test("adds, renames and closes tabs, each with its own conversation, and keeps them after a reload", async ({ page }) => {
    await signUpStudent(page);
    await page.goto("/");
    await expect(tabs(page)).toHaveText([TAB_TEXTS.newTab]);
    await expect(page.getByRole("button", { name: /^Close tab/ })).toHaveCount(0);

    // Tab 1 gets a conversation.
    await page.getByRole("button", { name: "Text chat" }).click();
    await sendFromMessageBox(page, "Tell me about volcanoes");
    await expect(aiBubbles(page)).toContainText("Offline AI");

    // Tab 2: a new, empty one, renamed by double-click.
    await page.getByRole("button", { name: "Add a tab" }).click();
    await expect(tabs(page)).toHaveText(["Tell me about volcanoes", TAB_TEXTS.newTab]);
    await expect(tabs(page).nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: /^Hello / })).toBeVisible();
    await tabs(page).nth(1).dblclick();
    const rename = page.getByRole("textbox", { name: "Tab name" });
    await expect(rename).toBeFocused();
    // The name field lies over the tab, outside the tablist: a tablist may hold tabs only.
    await expectNoAxeViolations(page);
    await rename.fill("Homework");
    await rename.press("Enter");
    await expect(tabs(page)).toHaveText(["Tell me about volcanoes", "Homework"]);
    await expect(tabs(page).nth(1)).toBeFocused();

    // Escape cancels, and the focus goes back to the tab.
    await tabs(page).nth(1).press("F2");
    await rename.fill("Not kept");
    await rename.press("Escape");
    await expect(tabs(page).nth(1)).toHaveText("Homework");
    await expect(tabs(page).nth(1)).toBeFocused();

    // Back on tab 1, its conversation is there.
    await tabs(page).first().click();
    await expect(userBubbles(page)).toContainText("Tell me about volcanoes");

    await page.reload();
    await expect(tabs(page)).toHaveText(["Tell me about volcanoes", "Homework"]);
    await expect(userBubbles(page)).toContainText("Tell me about volcanoes");

    await page.getByRole("button", { name: "Close tab Tell me about volcanoes" }).click();
    await expect(tabs(page)).toHaveText(["Homework"]);
    await expect(tabs(page).first()).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("button", { name: /^Close tab/ })).toHaveCount(0);
    await page.reload();
    await expect(tabs(page)).toHaveText(["Homework"]);
  });

  test("switching modes asks first, then clears the conversation back to the welcome screen", async ({ page }) => {
    await signUpStudent(page);
    await page.goto("/");
    // Above an empty text chat, a quick prompt goes to the chat.
    await page.getByRole("button", { name: "Text chat" }).click();
    await page.getByRole("button", { name: "How do volcanoes work?" }).click();
    await expect(aiBubbles(page)).toContainText("Offline AI");

    await page.getByRole("switch", { name: CHAT_TEXTS.switchLabel }).click();
    const dialog = page.getByRole("dialog", { name: CHAT_TEXTS.switchModeTitle });
    await expect(dialog).toContainText(CHAT_TEXTS.switchModeDescription);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(aiBubbles(page)).toHaveCount(1);

    await page.getByRole("switch", { name: CHAT_TEXTS.switchLabel }).click();
    await page.getByRole("button", { name: CHAT_TEXTS.switchModeConfirm }).click();
    await expect(page.getByRole("textbox", { name: "Ask anything" })).toBeVisible();
    await expect(aiBubbles(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("textbox", { name: "Ask anything" })).toBeVisible();
  });
});

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`the newest message in view (${viewportName})`, () => {
    test.use({ viewport });

    test("after a reload of a long conversation whose photos load late, and after a photo reply", async ({ page }) => {
      // Seven questions through the API, each 2000 ms after the last (the server's cooldown).
      test.setTimeout(120_000);
      const student = await signUpStudent(page);
      const sessionId = newSessionId();
      await seedConversation(page.request, sessionId, 5);
      await sendPhotoThroughApi(page.request, sessionId, "What is on my kite?");
      await seedConversation(page.request, sessionId, 1);

      await page.goto("/");
      await storeChatTabs(page, student.id, [{ sessionId, title: "Long chat" }]);
      await page.reload();
      const conversation = page.getByRole("log", { name: "Conversation" });
      await expect(aiBubbles(page)).toHaveCount(7);
      // The list is taller than its view: it scrolls, and it sits at the bottom, not the top.
      expect(await conversation.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
      await expect
        .poll(() =>
          userBubbles(page)
            .getByRole("img", { name: "photo-1.png" })
            .evaluate((img: HTMLImageElement) => img.naturalWidth),
        )
        .toBeGreaterThan(0);
      await expect(aiBubbles(page).last()).toBeInViewport({ ratio: 1 });
      await expect(userBubbles(page).first()).not.toBeInViewport();
      await expectNoAxeViolations(page);

      await page.getByTestId("chat-file-input").setInputFiles([pngFile("garden.png", solidPng(640, 480))]);
      await expect(toastWithTitle(page, UPLOAD_TEXTS.uploadedTitle)).toBeVisible();
      await sendFromMessageBox(page, "What is in my garden?");
      await expect(aiBubbles(page)).toHaveCount(8);
      await expect(userBubbles(page).last().getByRole("img")).toBeVisible();
      await expect(aiBubbles(page).last()).toBeInViewport({ ratio: 1 });
    });
  });
}
