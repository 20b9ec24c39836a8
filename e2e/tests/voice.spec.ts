/// <reference lib="dom" />
// Seed 000 §2, §4, §7: live voice in Chromium with a fake microphone and camera, through the voice gateway to the
// Gemini emulator: 'Live', the child's words heard and answered aloud, the camera described, a voice switch.
import { SETTINGS_TEXTS, VOICE_TEXTS } from "@kidsafe/contracts";
import { expect, test } from "@playwright/test";
import type { WebSocket } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { userBubbles } from "../support/chat.ts";
import { CHROMIUM_ARGS, chromiumExecutable } from "../support/stack.ts";
import { closeDialog, openSettingsPanel, signUp, toastWithTitle } from "../support/student-session.ts";
import { toneSpeechWav } from "../support/tone-speech.ts";

const QUESTION = "what is a comet";
// Long enough after the question for the emulator's answer to play before the file loops.
const microphone = toneSpeechWav(QUESTION, 8000);

test.use({
  launchOptions: {
    executablePath: chromiumExecutable,
    args: [
      ...CHROMIUM_ARGS,
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-audio-capture=${microphone}`,
    ],
  },
});

test("talks live: hears the child, answers aloud, describes the camera, and switches voice", async ({ page }) => {
  // A spoken turn, the camera's link and a reconnect: each takes seconds of real time.
  test.setTimeout(120_000);
  await signUp(page, "talker");
  const sockets: WebSocket[] = [];
  let audioFrames = 0;
  page.on("websocket", (socket) => {
    if (!socket.url().includes("/ws/voice")) return;
    sockets.push(socket);
    socket.on("framereceived", ({ payload }) => {
      if (typeof payload !== "string") audioFrames += 1;
    });
  });
  await page.goto("/");

  await page.getByRole("navigation", { name: "Chat tools" }).getByRole("button", { name: "Voice", exact: true }).click();
  const voiceView = page.getByRole("region", { name: "Voice chat" });
  await expect(voiceView.getByText(VOICE_TEXTS.live, { exact: true })).toBeVisible({ timeout: 20_000 });

  await voiceView.getByRole("button", { name: "Start talking" }).click();
  const captions = voiceView.getByRole("list", { name: "What was said" });
  await expect(captions.getByRole("listitem").filter({ hasText: QUESTION }).first()).toBeVisible({ timeout: 20_000 });
  await expect(captions.getByRole("listitem").filter({ hasText: /^AI:/ }).first()).toBeVisible();
  await expect.poll(() => audioFrames, { timeout: 15_000 }).toBeGreaterThan(0);
  await voiceView.getByRole("button", { name: "Stop talking" }).click();

  await voiceView.getByRole("button", { name: "Open camera" }).click();
  await expect(voiceView.getByLabel("Camera preview")).toBeVisible();
  // 500 ms to start streaming, the WebRTC link, 1 s, then the page asks; the emulator names the frame's colour.
  await expect(captions.getByText(/I can see a picture \d+ by \d+ pixels, and it is mostly \w+/).first()).toBeVisible({ timeout: 20_000 });
  await voiceView.getByRole("button", { name: "Close camera" }).click();
  await expect(voiceView.getByLabel("Camera preview")).toBeHidden();

  const panel = await openSettingsPanel(page);
  await panel.getByRole("combobox", { name: SETTINGS_TEXTS.voice }).selectOption("Charon");
  await expect(toastWithTitle(page, VOICE_TEXTS.switchingVoice("Charon"))).toBeVisible();
  await closeDialog(panel);
  await expect.poll(() => sockets.at(-1)?.url() ?? "").toContain("voice=Charon");
  await expect(voiceView.getByText(VOICE_TEXTS.live, { exact: true })).toBeVisible({ timeout: 20_000 });

  // The chat keeps the call as it happened: the camera as a line of its own, never as words the child said.
  await voiceView.getByRole("button", { name: "Back to chat" }).click();
  const conversation = page.getByRole("log", { name: "Conversation" });
  await expect(conversation.getByText("Camera shared", { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(userBubbles(page).filter({ hasText: QUESTION }).first()).toBeVisible();
  await expect(userBubbles(page).filter({ hasText: /describe what you can see/i })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
