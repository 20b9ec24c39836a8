import { AD_VISIBILITY_THRESHOLD, CHAT_TEXTS, FOLLOW_UP_ANIMATION_MS, REPORT_TEXTS, SEARCH_TEXTS, STORAGE_KEYS } from "@kidsafe/contracts";
import { toastStore } from "@kidsafe/ui";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHAT_COPY } from "../chat/chat-copy.ts";
import { messageInput, renderChatScreen, storedTabs, storeTabs, TEST_USER } from "../chat/testing/render-chat.tsx";
import { SEARCH_COPY } from "./search-copy.ts";
import { installFakeIntersectionObserver } from "./testing/fake-intersection-observer.ts";
import { AD_NINJAS, installFakeSearchServer } from "./testing/fake-search-server.ts";
import type { FakeSearchServer } from "./testing/fake-search-server.ts";

let server: FakeSearchServer;
let observer: ReturnType<typeof installFakeIntersectionObserver>;
let openMock: ReturnType<typeof vi.fn<typeof window.open>>;

beforeEach(() => {
  localStorage.clear();
  // The preferences hook caches what it read; a storage event makes it read the cleared storage again.
  window.dispatchEvent(new StorageEvent("storage"));
  server = installFakeSearchServer(TEST_USER);
  observer = installFakeIntersectionObserver();
  openMock = vi.fn<typeof window.open>(() => null);
  vi.stubGlobal("open", openMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  toastStore.dismiss();
});

const welcomeBox = () => screen.getByRole("textbox", { name: CHAT_COPY.welcomeBoxLabel });
const followUpBox = () => screen.getByRole<HTMLTextAreaElement>("textbox", { name: SEARCH_COPY.followUpLabel });
const followUpSubmit = () => screen.getByRole<HTMLButtonElement>("button", { name: SEARCH_COPY.followUpSubmit });
const resultsTab = (name: string) => within(screen.getByRole("tablist", { name: SEARCH_COPY.resultsLabel })).getByRole("tab", { name });
const resultLinks = () => screen.queryAllByRole("link").filter((link) => link.closest(".search-result") !== null);
const reportButtons = () => screen.queryAllByRole("button", { name: /^Report / });

/** Radix tabs switch on mouse down (and keyboard), not on click. */
function chooseTab(name: string) {
  fireEvent.mouseDown(resultsTab(name), { button: 0 });
}

async function searchFromWelcome(query: string) {
  await renderChatScreen();
  fireEvent.change(welcomeBox(), { target: { value: query } });
  fireEvent.keyDown(welcomeBox(), { key: "Enter" });
  await screen.findByRole("heading", { level: 1, name: query });
  await screen.findByRole("heading", { name: SEARCH_TEXTS.aiOverview });
}

/**
 * The toast area. While a modal dialog is open it is hidden from assistive technology (and then has no
 * accessible name to find it by), but it still shows on screen.
 */
function toastArea(): HTMLElement {
  const area = document.querySelector<HTMLElement>('[role="region"][aria-label^="Notifications"]');
  if (area === null) throw new Error("no toast area");
  return area;
}

async function findToast(title: string) {
  return waitFor(() => {
    const toast = within(toastArea()).queryByText(title);
    expect(toast).not.toBeNull();
    return toast?.closest("li") ?? null;
  });
}

describe("searching from the welcome box (seed 000 §2, §4, §7)", () => {
  it("shows the results view: the query as title, the overview and the first five websites in 'All'", async () => {
    const release = server.holdNextSearch();
    await renderChatScreen();
    fireEvent.change(welcomeBox(), { target: { value: "  volcanoes  " } });
    fireEvent.keyDown(welcomeBox(), { key: "Enter" });

    expect(await screen.findByRole("heading", { level: 1, name: "volcanoes" })).toBeTruthy();
    expect(screen.getByRole("status", { name: SEARCH_COPY.searching })).toBeTruthy();
    release();
    const overviewHeading = await screen.findByRole("heading", { name: SEARCH_TEXTS.aiOverview });
    const overviewCard = overviewHeading.closest("section");
    expect(within(overviewCard as HTMLElement).getByText(SEARCH_TEXTS.overviewBadge)).toBeTruthy();
    // Plain text with its line break kept.
    expect(overviewCard?.querySelector("p")?.textContent).toBe("Here is what I found about volcanoes.\nSecond line of the overview.");
    expect(screen.queryByRole("status", { name: SEARCH_COPY.searching })).toBeNull();

    expect(resultLinks().map((link) => link.getAttribute("href"))).toEqual([
      "https://site-1.example/learn/",
      "https://site-2.example/learn/",
      AD_NINJAS.url,
      "https://site-3.example/learn/",
      "https://site-4.example/learn/",
    ]);

    const tab = storedTabs()?.tabs[0];
    expect(server.searches).toEqual([
      { query: "volcanoes", sessionId: tab?.sessionId, age: "smart_adapt", subject: "default", studyModeEnabled: false },
    ]);
    // The tab stays in search mode and takes the query as its name; nothing went to the chat.
    expect(tab).toMatchObject({ mode: "search", title: "volcanoes" });
    expect(server.requestsTo("POST /api/chat")).toBe(0);
  });

  it("starts the search from a quick prompt too, with the child's age and subject", async () => {
    localStorage.setItem(STORAGE_KEYS.age(TEST_USER.id), "9");
    localStorage.setItem(STORAGE_KEYS.subject(TEST_USER.id), "science");
    window.dispatchEvent(new StorageEvent("storage"));
    await renderChatScreen();
    fireEvent.click(screen.getByRole("button", { name: "How do volcanoes work?" }));
    await screen.findByRole("heading", { level: 1, name: "How do volcanoes work?" });
    await waitFor(() => expect(server.searches).toHaveLength(1));
    expect(server.searches[0]).toMatchObject({ query: "How do volcanoes work?", age: "9", subject: "science" });
  });

  it("lists every result in 'Websites', as cards that open in a new tab", async () => {
    await searchFromWelcome("volcanoes");
    chooseTab(SEARCH_TEXTS.websitesTab);
    await waitFor(() => expect(resultLinks()).toHaveLength(7));
    for (const link of resultLinks()) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toContain("noopener");
    }
    expect(screen.queryByRole("heading", { name: SEARCH_TEXTS.aiOverview })).toBeNull();

    const first = resultLinks()[0]?.closest("article") as HTMLElement;
    expect(first.querySelector("img")?.getAttribute("src")).toBe("https://site-1.example/favicon.ico");
    expect(within(first).getByText("Description 1")).toBeTruthy();
    expect(within(first).getByText("site-1.example/learn")).toBeTruthy();
    // No favicon, no image.
    expect(resultLinks()[1]?.closest("article")?.querySelector("img")).toBeNull();
  });

  it("marks the ad with 'Ad', and offers 'Report' for it in 'All' only", async () => {
    await searchFromWelcome("times tables");
    const ad = screen.getByRole("link", { name: /Number Ninjas/ }).closest("article") as HTMLElement;
    expect(within(ad).getByText(SEARCH_TEXTS.adBadge)).toBeTruthy();
    expect(screen.getAllByText(SEARCH_TEXTS.adBadge)).toHaveLength(1);
    expect(reportButtons().map((button) => button.textContent)).toEqual([SEARCH_TEXTS.reportLink]);
    expect(within(ad).getByRole("button", { name: `Report ${AD_NINJAS.title}` })).toBeTruthy();

    chooseTab(SEARCH_TEXTS.websitesTab);
    await waitFor(() => expect(resultLinks()).toHaveLength(7));
    expect(screen.getAllByText(SEARCH_TEXTS.adBadge)).toHaveLength(1);
    expect(reportButtons()).toHaveLength(0);
  });

  it("shows no 'Report' for an advertised result without an advertiser id", async () => {
    server.answer(() => ({ websites: [{ ...AD_NINJAS, advertiserId: null }], aiOverview: "" }));
    await renderChatScreen();
    fireEvent.change(welcomeBox(), { target: { value: "ninjas" } });
    fireEvent.keyDown(welcomeBox(), { key: "Enter" });
    await screen.findByRole("link", { name: /Number Ninjas/ });
    expect(screen.getByText(SEARCH_TEXTS.adBadge)).toBeTruthy();
    expect(reportButtons()).toHaveLength(0);
    // No overview, no overview card.
    expect(screen.queryByRole("heading", { name: SEARCH_TEXTS.aiOverview })).toBeNull();
  });

  it("shows nothing at all when the search fails (seed 000 §8)", async () => {
    server.failSearches(500);
    await renderChatScreen();
    fireEvent.change(welcomeBox(), { target: { value: "volcanoes" } });
    fireEvent.keyDown(welcomeBox(), { key: "Enter" });
    await screen.findByRole("heading", { level: 1, name: "volcanoes" });
    await waitFor(() => expect(screen.queryByRole("status", { name: SEARCH_COPY.searching })).toBeNull());
    expect(server.searches).toHaveLength(1);
    expect(resultLinks()).toHaveLength(0);
    expect(screen.queryByRole("heading", { name: SEARCH_TEXTS.aiOverview })).toBeNull();
    expect(screen.queryByText(/No websites found/)).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(within(toastArea()).queryAllByRole("listitem")).toHaveLength(0);
  });

  it("says so when a search finds nothing", async () => {
    server.answer(() => ({ websites: [], aiOverview: "" }));
    await renderChatScreen();
    fireEvent.change(welcomeBox(), { target: { value: "qwxz" } });
    fireEvent.keyDown(welcomeBox(), { key: "Enter" });
    expect(await screen.findByText(SEARCH_COPY.noResults("qwxz"))).toBeTruthy();
  });

  it("waits for the study-mode read and searches in study mode when it is on", async () => {
    server.studyMode.enabled = true;
    await searchFromWelcome("volcanoes");
    expect(server.searches).toHaveLength(1);
    expect(server.searches[0]?.studyModeEnabled).toBe(true);
  });
});

describe("searching again and leaving", () => {
  it("searches again from 'Search again...', clearing the previous overview first; the same words run again", async () => {
    await searchFromWelcome("volcanoes");
    // One text box at a time: the follow-up box, and a button that opens the input bar's box in its place.
    expect(screen.getAllByRole("textbox").map((box) => box.getAttribute("aria-label"))).toEqual([SEARCH_COPY.followUpLabel]);
    const openSearchBox = () => fireEvent.click(screen.getByRole("button", { name: CHAT_TEXTS.inputPlaceholder }));
    openSearchBox();
    const box = messageInput();
    expect(document.activeElement).toBe(box);
    expect(screen.queryByRole("textbox", { name: SEARCH_COPY.followUpLabel })).toBeNull();
    expect(box.getAttribute("placeholder")).toBe(CHAT_TEXTS.inputPlaceholder);
    expect(screen.getByText("0/4000")).toBeTruthy();
    // A search has no message counter and no image attachments.
    expect(screen.queryByText("0/50 messages")).toBeNull();
    expect(screen.queryByRole("button", { name: CHAT_COPY.attachImages })).toBeNull();

    const release = server.holdNextSearch();
    fireEvent.change(box, { target: { value: "lava" } });
    fireEvent.keyDown(box, { key: "Enter" });
    expect(await screen.findByRole("heading", { level: 1, name: "lava" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: SEARCH_TEXTS.aiOverview })).toBeNull();
    expect(screen.getByRole("status", { name: SEARCH_COPY.searching })).toBeTruthy();
    release();
    expect(await screen.findByText(/Here is what I found about lava/)).toBeTruthy();
    // The box folds away once it searched, and the tab is named after the latest search.
    expect(screen.queryByRole("textbox", { name: "Message" })).toBeNull();
    expect(followUpBox()).toBeTruthy();
    expect(screen.getByRole("tab", { name: /lava/ })).toBeTruthy();
    expect(storedTabs()?.tabs[0]?.title).toBe("lava");

    openSearchBox();
    expect(messageInput().value).toBe("");
    fireEvent.change(messageInput(), { target: { value: "lava" } });
    fireEvent.keyDown(messageInput(), { key: "Enter" });
    await waitFor(() => expect(server.searches.map((search) => search.query)).toEqual(["volcanoes", "lava", "lava"]));
    expect(new Set(server.searches.map((search) => search.sessionId)).size).toBe(1);
  });

  it("folds the 'Search again...' box back with its close button or Escape, keeping what was typed", async () => {
    await searchFromWelcome("volcanoes");
    const opener = () => screen.getByRole("button", { name: CHAT_TEXTS.inputPlaceholder });
    fireEvent.click(opener());
    fireEvent.change(messageInput(), { target: { value: "lav" } });
    fireEvent.click(screen.getByRole("button", { name: SEARCH_COPY.closeSearchAgain }));
    expect(document.activeElement).toBe(opener());
    expect(followUpBox()).toBeTruthy();
    fireEvent.click(opener());
    expect(messageInput().value).toBe("lav");
    fireEvent.keyDown(messageInput(), { key: "Escape" });
    expect(screen.queryByRole("textbox", { name: "Message" })).toBeNull();
    expect(server.searches).toHaveLength(1);
  });

  it("shows the search again after a reload, in the same session", async () => {
    await searchFromWelcome("volcanoes");
    const stored = storedTabs();
    expect(stored?.tabs[0]?.search).toMatchObject({ query: "volcanoes", restored: true });
    cleanup();
    await renderChatScreen();
    expect(await screen.findByRole("heading", { level: 1, name: "volcanoes" })).toBeTruthy();
    expect(await screen.findByRole("heading", { name: SEARCH_TEXTS.aiOverview })).toBeTruthy();
    expect(server.searches.map((search) => search.sessionId)).toEqual([stored?.tabs[0]?.sessionId, stored?.tabs[0]?.sessionId]);
  });

  it("goes back to the welcome screen in a new session", async () => {
    await searchFromWelcome("volcanoes");
    const searchSession = storedTabs()?.tabs[0]?.sessionId;
    fireEvent.click(screen.getByRole("button", { name: SEARCH_COPY.back }));
    expect(await screen.findByRole("textbox", { name: CHAT_COPY.welcomeBoxLabel })).toBeTruthy();
    const tab = storedTabs()?.tabs[0];
    expect(tab?.mode).toBe("search");
    expect(tab?.sessionId).not.toBe(searchSession);
  });

  it("keeps the results when the child switches tabs and back, without searching again", async () => {
    await searchFromWelcome("volcanoes");
    fireEvent.click(screen.getByRole("button", { name: "Add a tab" }));
    await screen.findByRole("textbox", { name: CHAT_COPY.welcomeBoxLabel });
    fireEvent.click(screen.getByRole("tab", { name: /volcanoes/ }));
    expect(await screen.findByRole("heading", { level: 1, name: "volcanoes" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: SEARCH_TEXTS.aiOverview })).toBeTruthy();
    expect(server.requestsTo("POST /api/search-websites")).toBe(1);
  });

  it("switches to the text chat through the 'Switch Mode?' dialog", async () => {
    await searchFromWelcome("volcanoes");
    fireEvent.click(screen.getByRole("switch", { name: CHAT_TEXTS.switchLabel }));
    fireEvent.click(await screen.findByRole("button", { name: CHAT_TEXTS.switchModeConfirm }));
    await waitFor(() => expect(screen.queryByRole("heading", { level: 1, name: "volcanoes" })).toBeNull());
    expect(screen.getByRole("button", { name: CHAT_COPY.attachImages })).toBeTruthy();
    expect(storedTabs()?.tabs[0]?.mode).toBe("ai");
  });
});

describe("the follow-up (seed 000 §4, §5)", () => {
  it("is disabled while blank, ignores Shift+Enter, and continues in ai mode with the overview first", async () => {
    await searchFromWelcome("volcanoes");
    const searchSession = storedTabs()?.tabs[0]?.sessionId;
    expect(followUpBox().getAttribute("placeholder")).toBe(CHAT_TEXTS.followUpPlaceholder);
    expect(followUpSubmit().disabled).toBe(true);
    fireEvent.change(followUpBox(), { target: { value: "   " } });
    expect(followUpSubmit().disabled).toBe(true);

    fireEvent.change(followUpBox(), { target: { value: "  Why do they erupt?  " } });
    expect(followUpSubmit().disabled).toBe(false);
    vi.useFakeTimers();
    fireEvent.keyDown(followUpBox(), { key: "Enter", shiftKey: true });
    // Past the time a submit waits for its animation: still the search, the text kept, nothing sent.
    await act(() => vi.advanceTimersByTimeAsync(FOLLOW_UP_ANIMATION_MS));
    vi.useRealTimers();
    expect(followUpBox().closest("form")?.className).not.toContain("search-follow-up--sending");
    expect(screen.getByRole("heading", { level: 1, name: "volcanoes" })).toBeTruthy();
    expect(followUpBox().value).toBe("  Why do they erupt?  ");
    expect(server.requestsTo("POST /api/chat")).toBe(0);

    const release = server.holdNextSend();
    fireEvent.keyDown(followUpBox(), { key: "Enter" });
    // The 300 ms animation runs first.
    expect(server.requestsTo("POST /api/chat")).toBe(0);
    expect(followUpBox().closest("form")?.className).toContain("search-follow-up--sending");

    // The overview is the first message at once, the question follows while the reply is on its way.
    const bubbles = await screen.findAllByRole("article", { name: CHAT_COPY.aiSaid });
    expect(bubbles[0]?.textContent).toContain("Here is what I found about volcanoes.");
    expect(screen.getByRole("article", { name: CHAT_COPY.youSaid }).textContent).toContain("Why do they erupt?");
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent).toEqual([
      {
        message: "Why do they erupt?",
        sessionId: searchSession,
        isVoiceMode: false,
        isResearchPreview: false,
        age: "smart_adapt",
        subject: "default",
        files: [],
        previousSearchContext: { query: "volcanoes" },
      },
    ]);
    expect(storedTabs()?.tabs[0]).toMatchObject({ mode: "ai", sessionId: searchSession });
    expect(screen.queryByRole("heading", { level: 1, name: "volcanoes" })).toBeNull();
    release();
    expect(await screen.findByText('Offline AI: you asked "Why do they erupt?"')).toBeTruthy();
  });

  it("submits with the button too", async () => {
    await searchFromWelcome("volcanoes");
    fireEvent.change(followUpBox(), { target: { value: "Tell me more" } });
    fireEvent.click(followUpSubmit());
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]?.message).toBe("Tell me more");
  });
});

describe("sponsored results: views and clicks (seed 000 §4)", () => {
  it("tracks an ad once it is half visible, once per session, and remembers when", async () => {
    await searchFromWelcome("times tables");
    const sessionId = storedTabs()?.tabs[0]?.sessionId;
    expect(observer.observedCount()).toBe(1);
    expect(observer.thresholds()).toContain(AD_VISIBILITY_THRESHOLD);

    // The tracker calls fetch inside the observer's callback: a view it sends is counted when act() returns.
    act(() => observer.showAll(0.49));
    expect(server.requestsTo("POST /api/track-view")).toBe(0);

    act(() => observer.showAll(0.5));
    await waitFor(() => expect(server.views).toHaveLength(1));
    expect(server.views[0]).toEqual({
      advertiserId: AD_NINJAS.advertiserId,
      searchQuery: "times tables",
      sessionId,
      pageContext: "search-websites",
    });
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.seenAds) ?? "{}")).toHaveProperty("41"));

    act(() => observer.showAll(1));
    chooseTab(SEARCH_TEXTS.websitesTab);
    await waitFor(() => expect(resultLinks()).toHaveLength(7));
    act(() => observer.showAll(1));
    expect(server.requestsTo("POST /api/track-view")).toBe(1);
  });

  it("does not track again in a new search within 10 minutes of the stored time", async () => {
    localStorage.setItem(STORAGE_KEYS.seenAds, JSON.stringify({ "41": Date.now() - 60_000 }));
    await searchFromWelcome("times tables");
    act(() => observer.showAll(1));
    expect(server.requestsTo("POST /api/track-view")).toBe(0);
  });

  it("shows nothing when view tracking fails, and stores no time", async () => {
    server.failTracking(500);
    await searchFromWelcome("times tables");
    act(() => observer.showAll(1));
    await waitFor(() => expect(server.views).toHaveLength(1));
    // Once the failure is handled, the ad's next sighting sends it again: no time was stored.
    await waitFor(() => {
      observer.showAll(1);
      expect(server.requestsTo("POST /api/track-view")).toBe(2);
    });
    expect(localStorage.getItem(STORAGE_KEYS.seenAds)).toBeNull();
    expect(within(toastArea()).queryAllByRole("listitem")).toHaveLength(0);
  });

  it("sends the click track first, then opens the ad in a new tab", async () => {
    await searchFromWelcome("times tables");
    fireEvent.click(screen.getByRole("link", { name: /Number Ninjas/ }));
    await waitFor(() => expect(openMock).toHaveBeenCalledWith(AD_NINJAS.url, "_blank", "noopener,noreferrer"));
    expect(server.clicks).toEqual([{ advertiserId: 41, searchQuery: "times tables" }]);
    expect(server.searchCalls.at(-1)).toBe("POST /api/track-click");
  });

  it("opens the ad even when the click track fails, and says nothing", async () => {
    server.failTracking(503);
    await searchFromWelcome("times tables");
    fireEvent.click(screen.getByRole("link", { name: /Number Ninjas/ }));
    await waitFor(() => expect(openMock).toHaveBeenCalledWith(AD_NINJAS.url, "_blank", "noopener,noreferrer"));
    expect(server.clicks).toHaveLength(1);
    expect(within(toastArea()).queryAllByRole("listitem")).toHaveLength(0);
  });

  it("tracks no click for an ordinary website", async () => {
    await searchFromWelcome("times tables");
    const notTakenOver = fireEvent.click(screen.getByRole("link", { name: /Site 1 about/ }));
    // The browser follows the link itself; the app neither tracks it nor opens it.
    expect(notTakenOver).toBe(true);
    expect(server.requestsTo("POST /api/track-click")).toBe(0);
    expect(openMock).not.toHaveBeenCalled();
  });
});

describe("the 'Report Sponsored App' dialog (seed 000 §2, §4, §5, §8)", () => {
  async function openReport() {
    await searchFromWelcome("times tables");
    fireEvent.click(screen.getByRole("button", { name: `Report ${AD_NINJAS.title}` }));
    return screen.findByRole("dialog", { name: REPORT_TEXTS.dialogTitle });
  }

  it("asks for a reason and details, then submits, closes and starts empty next time", async () => {
    const dialog = await openReport();
    expect(within(dialog).getByText(REPORT_TEXTS.dialogDescription)).toBeTruthy();
    expect(within(dialog).getByText(REPORT_TEXTS.appLabel(AD_NINJAS.title))).toBeTruthy();
    const reason = within(dialog).getByRole<HTMLSelectElement>("combobox", { name: SEARCH_COPY.reasonLabel });
    expect(reason.selectedOptions[0]?.textContent).toBe(REPORT_TEXTS.reasonPlaceholder);
    expect([...reason.options].slice(1).map((option) => option.textContent)).toEqual([
      "Inappropriate for kids",
      "Broken or doesn't work",
      "Misleading description",
      "Safety concerns",
      "Other reason",
    ]);
    const details = within(dialog).getByRole<HTMLTextAreaElement>("textbox", { name: SEARCH_COPY.detailsLabel });
    expect(details.rows).toBe(4);

    fireEvent.click(within(dialog).getByRole("button", { name: REPORT_TEXTS.submit }));
    const missing = await findToast(REPORT_TEXTS.missingTitle);
    expect(missing?.textContent).toContain(REPORT_TEXTS.missingDescription);
    expect(missing?.getAttribute("data-variant") ?? missing?.className).toMatch(/destructive/);

    fireEvent.change(reason, { target: { value: "misleading" } });
    fireEvent.change(details, { target: { value: "   " } });
    fireEvent.click(within(dialog).getByRole("button", { name: REPORT_TEXTS.submit }));
    await findToast(REPORT_TEXTS.missingTitle);
    expect(server.requestsTo("POST /api/report-app")).toBe(0);

    const release = server.holdNextReport();
    fireEvent.change(details, { target: { value: "  It says it is free but asks for money.  " } });
    fireEvent.click(within(dialog).getByRole("button", { name: REPORT_TEXTS.submit }));
    const pending = await within(dialog).findByRole<HTMLButtonElement>("button", { name: REPORT_TEXTS.submitting });
    expect(pending.disabled).toBe(true);
    release();

    const success = await findToast(REPORT_TEXTS.successTitle);
    expect(success?.textContent).toContain(REPORT_TEXTS.successDescription);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.reports).toEqual([{ advertiserId: 41, reportType: "misleading", reportDetails: "It says it is free but asks for money." }]);

    fireEvent.click(screen.getByRole("button", { name: `Report ${AD_NINJAS.title}` }));
    const again = await screen.findByRole("dialog", { name: REPORT_TEXTS.dialogTitle });
    expect(within(again).getByRole<HTMLSelectElement>("combobox").value).toBe("");
    expect(within(again).getByRole<HTMLTextAreaElement>("textbox").value).toBe("");
  });

  it("stays open with what was typed when the report fails", async () => {
    server.failReports(500);
    const dialog = await openReport();
    fireEvent.change(within(dialog).getByRole("combobox"), { target: { value: "unsafe" } });
    fireEvent.change(within(dialog).getByRole("textbox"), { target: { value: "It asks for my address" } });
    fireEvent.click(within(dialog).getByRole("button", { name: REPORT_TEXTS.submit }));
    const failed = await findToast(REPORT_TEXTS.failedTitle);
    expect(failed?.textContent).toContain(REPORT_TEXTS.failedDescription);
    expect(screen.getByRole("dialog", { name: REPORT_TEXTS.dialogTitle })).toBeTruthy();
    expect(within(dialog).getByRole<HTMLTextAreaElement>("textbox").value).toBe("It asks for my address");
    expect(within(dialog).getByRole("button", { name: REPORT_TEXTS.submit })).toBeTruthy();
  });

  it("closes with Cancel without sending anything", async () => {
    const dialog = await openReport();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.requestsTo("POST /api/report-app")).toBe(0);
  });
});

describe("the top bar on scroll (seed 000 §2)", () => {
  function scrollResults(to: number) {
    const results = document.querySelector<HTMLElement>(".search-results");
    if (results === null) throw new Error("no results area");
    results.scrollTop = to;
    fireEvent.scroll(results);
  }
  const topBar = () => screen.getByRole("heading", { level: 1 }).closest(".search-top-bar");

  it("hides on a scroll down past 150 px and comes back on a scroll up or focus", async () => {
    await searchFromWelcome("volcanoes");
    scrollResults(120);
    expect(topBar()?.className).not.toContain("search-top-bar--hidden");
    scrollResults(200);
    expect(topBar()?.className).toContain("search-top-bar--hidden");
    scrollResults(150);
    expect(topBar()?.className).not.toContain("search-top-bar--hidden");
    scrollResults(400);
    expect(topBar()?.className).toContain("search-top-bar--hidden");
    fireEvent.focus(followUpBox());
    expect(topBar()?.className).not.toContain("search-top-bar--hidden");
  });

  it("always shows in phone mode", async () => {
    localStorage.setItem(STORAGE_KEYS.phoneMode(TEST_USER.id), "true");
    window.dispatchEvent(new StorageEvent("storage"));
    storeTabs({});
    await searchFromWelcome("volcanoes");
    scrollResults(200);
    scrollResults(600);
    expect(topBar()?.className).not.toContain("search-top-bar--hidden");
  });
});
