import { OVERLAY_TEXTS, VOICE_RECONNECT_DELAY_MS, VOICE_TEXTS, previewCalls, searchCalls } from "@kidsafe/contracts";
import type { CallBody, LinkPreview } from "@kidsafe/contracts";
import { toastStore } from "@kidsafe/ui";
import { apiServer, json, onCall } from "@kidsafe/ui/testing";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHAT_COPY } from "../chat/chat-copy.ts";
import { installFakeChatServer, SPOKEN_REPLY_SAMPLES } from "../chat/testing/fake-chat-server.ts";
import type { FakeChatServer } from "../chat/testing/fake-chat-server.ts";
import { queryToast, renderChatScreen, storedTabs, TEST_USER } from "../chat/testing/render-chat.tsx";
import { RECOMMENDATIONS_COPY } from "../recommendations/recommendations-copy.ts";
import { installFakeAudio } from "./testing/fake-audio.ts";
import { FakeVoiceSocket, installFakeVoiceSocket, lastSocket } from "./testing/fake-voice-socket.ts";
import { VOICE_COPY } from "./voice-copy.ts";

let server: FakeChatServer;
let tracked: CallBody<typeof searchCalls.trackRecommendation>[];

beforeEach(() => {
  localStorage.clear();
  window.dispatchEvent(new StorageEvent("storage"));
  server = installFakeChatServer(TEST_USER);
  installFakeVoiceSocket();
  tracked = [];
  apiServer.use(
    onCall(searchCalls.getAdvertisersForRecommendations, () =>
      json(200, { advertisers: [{ id: 61, name: "Star Maps", url: "https://star-maps.example/" }] }),
    ),
    onCall(searchCalls.trackRecommendation, ({ body }) => {
      tracked.push(body);
      return json(200, { ok: true });
    }),
    onCall(previewCalls.getPreview, ({ query }) =>
      json(200, { title: "Comets", description: "All about comets.", image: null, url: query.url, embeddable: true } satisfies LinkPreview),
    ),
  );
});

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  toastStore.dismiss();
  await act(() => Promise.resolve());
});

async function openVoice() {
  await renderChatScreen();
  fireEvent.click(screen.getByRole("button", { name: CHAT_COPY.voice }));
  await screen.findByRole("region", { name: VOICE_COPY.viewLabel });
  // The view opens its socket once it has mounted, which a loaded machine may show first.
  return waitFor(lastSocket);
}

async function findToast(title: string) {
  return waitFor(() => {
    const found = queryToast(title);
    expect(found).not.toBeNull();
    return found;
  });
}

describe("voice chat full screen", () => {
  it("plays 'Voice Mode', then connects with the child's settings and shows 'Live' once the AI is connected", async () => {
    localStorage.setItem(`local_age_${TEST_USER.id}`, "9");
    localStorage.setItem("geminiVoice", "Charon");
    await renderChatScreen();
    fireEvent.click(screen.getByRole("button", { name: CHAT_COPY.voice }));
    expect(await screen.findByText(OVERLAY_TEXTS.voice, { selector: ".transition-overlay-title" })).toBeTruthy();
    await screen.findByRole("region", { name: VOICE_COPY.viewLabel });
    const socket = await waitFor(lastSocket);
    expect(socket.url).toMatch(/^ws:\/\/[^/]+\/ws\/voice\?/);
    expect(Object.fromEntries(socket.query)).toEqual({
      age: "9",
      subject: "default",
      voice: "Charon",
      sessionId: storedTabs()?.tabs[0]?.sessionId,
    });
    expect(screen.getByText(VOICE_COPY.status.connecting, { selector: ".voice-live" })).toBeTruthy();
    expect(screen.getByRole("button", { name: VOICE_COPY.startTalking })).toHaveProperty("disabled", true);

    socket.accept();
    expect(screen.getByText(VOICE_TEXTS.live)).toBeTruthy();
    expect(screen.getByRole("button", { name: VOICE_COPY.startTalking })).toHaveProperty("disabled", false);
    expect(screen.getByRole("button", { name: CHAT_COPY.voice }).getAttribute("aria-pressed")).toBe("true");
  });

  it("opens directly from the welcome screen in phone mode, and the back button ends the call", async () => {
    localStorage.setItem(`phone_mode_${TEST_USER.id}`, "true");
    await renderChatScreen();
    fireEvent.click(screen.getByRole("button", { name: CHAT_COPY.voiceChatOption }));
    await screen.findByRole("region", { name: VOICE_COPY.viewLabel });
    expect(document.querySelector(".transition-overlay")).toBeNull();
    const socket = lastSocket();
    fireEvent.click(screen.getByRole("button", { name: VOICE_COPY.back }));
    expect(await screen.findByRole("heading", { name: "Hello ada!" })).toBeTruthy();
    expect(socket.closedByPage).toBe(1000);
  });

  it("opens at once in study mode, without the 'Voice Mode' overlay", async () => {
    server.studyMode.enabled = true;
    await renderChatScreen();
    await waitFor(() => expect(server.calls()).toContain("GET /api/study-mode"));
    await waitFor(() => expect(screen.queryByRole("button", { name: CHAT_COPY.gameHub })).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: CHAT_COPY.voice }));
    expect(screen.getByRole("region", { name: VOICE_COPY.viewLabel })).toBeTruthy();
    expect(document.querySelector(".transition-overlay")).toBeNull();
  });

  it("shows what was said, offers the link of the reply, and the chat reads the conversation again afterwards", async () => {
    const socket = await openVoice();
    socket.accept();
    const historyRoute = `GET /api/chat/${storedTabs()?.tabs[0]?.sessionId}`;
    const historyReads = server.requestsTo(historyRoute);
    socket.receive({ type: "gemini_message", data: { serverContent: { inputTranscription: { text: "what is a comet" } } } });
    socket.receive({
      type: "gemini_message",
      data: { serverContent: { outputTranscription: { text: "An icy traveller! See https://comets.example/kids" } } },
    });
    socket.receive({ type: "gemini_message", data: { serverContent: { turnComplete: true } } });

    const captions = screen.getByRole("list", { name: VOICE_COPY.transcriptLabel });
    expect(within(captions).getByText("what is a comet")).toBeTruthy();
    expect(within(captions).getByText(/An icy traveller/)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: VOICE_TEXTS.visitWebsite }));
    expect(await screen.findByRole("dialog")).toBeTruthy();
    await waitFor(() => expect(server.calls().some((call) => call.startsWith("GET /api/preview?"))).toBe(true));

    // The server kept the turn in the tab's conversation: back in the chat, it is read again.
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: VOICE_COPY.back }));
    await waitFor(() => expect(server.requestsTo(historyRoute)).toBeGreaterThan(historyReads));
  });

  it("shows a recommendation from the call in the popup and tracks it once as voice_live", async () => {
    const socket = await openVoice();
    socket.accept();
    socket.receive({ type: "recommendation", advertiserId: 61, context: "You like the night sky" });
    const popup = await screen.findByRole("complementary", { name: RECOMMENDATIONS_COPY.regionLabel });
    expect(within(popup).getByText("Star Maps")).toBeTruthy();
    await waitFor(() => expect(tracked).toEqual([{ advertiserId: 61, recommendationType: "voice_live", context: "You like the night sky" }]));
  });

  it("plays the AI's audio and stops it at once when the child interrupts", async () => {
    const audio = installFakeAudio();
    const socket = await openVoice();
    socket.accept();
    socket.receiveAudio(new Int16Array(2400).fill(1000).buffer);
    socket.receiveAudio(new Int16Array(2400).fill(1000).buffer);
    expect(audio.played).toHaveLength(2);
    expect(audio.played[1]?.startedAt).toBeCloseTo(0.1, 5); // queued after the first 100 ms
    expect(screen.getByText(VOICE_COPY.status.speaking)).toBeTruthy();

    socket.receive({ type: "gemini_message", data: { serverContent: { interrupted: true } } });
    expect(audio.played.every((source) => source.stopped)).toBe(true);
    expect(screen.getByText(VOICE_COPY.status.connected)).toBeTruthy();
  });

  it("stops the audio of an answer the safety check withdraws and shows the notice after the words that passed", async () => {
    const audio = installFakeAudio();
    const socket = await openVoice();
    socket.accept();
    socket.receive({ type: "gemini_message", data: { serverContent: { outputTranscription: { text: "Words that passed." } } } });
    socket.receiveAudio(new Int16Array(2400).fill(1000).buffer);
    const captions = screen.getByRole("list", { name: VOICE_COPY.transcriptLabel });

    socket.receive({ type: "gemini_message", data: { serverContent: { interrupted: true } } });
    socket.receive({ type: "reply_withdrawn" });
    expect(audio.played.every((source) => source.stopped)).toBe(true);
    expect(within(captions).getByText("Words that passed.")).toBeTruthy();
    expect(within(captions).getByText(VOICE_COPY.replyWithdrawn)).toBeTruthy();
  });

  it("reconnects 2 s after the socket drops, and stays closed after the server's own close", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const socket = await openVoice();
    socket.accept();
    socket.drop();
    expect(screen.getByText(VOICE_COPY.status.connecting, { selector: ".voice-live" })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(VOICE_RECONNECT_DELAY_MS - 100));
    expect(FakeVoiceSocket.sockets).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(FakeVoiceSocket.sockets).toHaveLength(2);
    const second = lastSocket();
    second.accept();
    expect(screen.getByText(VOICE_TEXTS.live)).toBeTruthy();

    second.receive({ type: "error", message: "App Locked: Time limit reached." });
    second.closeFromServer(4003);
    expect(await findToast(VOICE_TEXTS.connectionErrorTitle)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(VOICE_RECONNECT_DELAY_MS * 2));
    expect(FakeVoiceSocket.sockets).toHaveLength(2);
  });

  it("says 'Connection Error' when the voice service cannot be reached", async () => {
    const socket = await openVoice();
    socket.drop();
    expect(await findToast(VOICE_TEXTS.connectionErrorTitle)).toBeTruthy();
    expect(screen.getByText(VOICE_TEXTS.connectionErrorDescription)).toBeTruthy();
  });

  it("switches the voice: 'Switching to Kore...', the socket closes and opens again with Kore after 500 ms", async () => {
    const socket = await openVoice();
    socket.accept();
    localStorage.setItem("geminiVoice", "Kore");
    act(() => {
      window.dispatchEvent(new StorageEvent("storage"));
    });
    expect(await findToast(VOICE_TEXTS.switchingVoice("Kore"))).toBeTruthy();
    expect(socket.closedByPage).toBe(1000);
    expect(FakeVoiceSocket.sockets).toHaveLength(1);
    await waitFor(() => expect(FakeVoiceSocket.sockets).toHaveLength(2), { timeout: 2000 });
    expect(lastSocket().query.get("voice")).toBe("Kore");
  });

  it("names a refused microphone, and an unsupported browser", async () => {
    const socket = await openVoice();
    socket.accept();
    fireEvent.click(screen.getByRole("button", { name: VOICE_COPY.startTalking }));
    expect(await findToast(VOICE_TEXTS.notSupportedTitle)).toBeTruthy();

    toastStore.dismiss();
    installFakeAudio();
    vi.stubGlobal("AudioWorkletNode", class {});
    vi.stubGlobal("navigator", {
      ...navigator,
      mediaDevices: { getUserMedia: () => Promise.reject(new DOMException("denied", "NotAllowedError")) },
    });
    fireEvent.click(screen.getByRole("button", { name: VOICE_COPY.startTalking }));
    expect(await findToast(VOICE_TEXTS.micPermissionDeniedTitle)).toBeTruthy();
  });

  it("names a missing camera", async () => {
    vi.stubGlobal("navigator", {
      ...navigator,
      mediaDevices: { getUserMedia: () => Promise.reject(new DOMException("none", "NotFoundError")) },
    });
    const socket = await openVoice();
    socket.accept();
    fireEvent.click(screen.getByRole("button", { name: VOICE_COPY.openCamera }));
    expect(await findToast(VOICE_TEXTS.noCameraTitle)).toBeTruthy();
    expect(screen.queryByLabelText(VOICE_COPY.cameraPreview)).toBeNull();
  });

  it("sends a typed question in voice mode and plays the spoken reply", async () => {
    const audio = installFakeAudio();
    const socket = await openVoice();
    socket.accept();
    fireEvent.change(screen.getByRole("textbox", { name: VOICE_COPY.typeInsteadLabel }), { target: { value: "why do cats purr" } });
    fireEvent.click(screen.getByRole("button", { name: VOICE_COPY.ask }));
    await waitFor(() => expect(server.sent.at(-1)).toMatchObject({ message: "why do cats purr", isVoiceMode: true }));
    await waitFor(() => expect(audio.played).toHaveLength(1));
    expect(audio.played[0]?.samples).toHaveLength(SPOKEN_REPLY_SAMPLES);
    expect(within(screen.getByRole("list", { name: VOICE_COPY.transcriptLabel })).getByText(/you asked "why do cats purr"/)).toBeTruthy();
  });
});
