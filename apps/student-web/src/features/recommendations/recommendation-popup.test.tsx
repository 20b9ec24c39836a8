import {
  CHAT_TEXTS,
  POPUP_AUTO_DISMISS_MS,
  POPUP_FADE_MS,
  PREVIEW_TEXTS,
  SEARCH_TEXTS,
  VOICE_TEXTS,
  previewCalls,
  searchCalls,
} from "@kidsafe/contracts";
import type { CallBody, LinkPreview, RecommendationAdvertiser } from "@kidsafe/contracts";
import { toastStore } from "@kidsafe/ui";
import { apiServer, json, onCall } from "@kidsafe/ui/testing";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHAT_COPY } from "../chat/chat-copy.ts";
import { renderChatScreen, TEST_USER } from "../chat/testing/render-chat.tsx";
import { GAMES_COPY } from "../games/games-copy.ts";
import { SEARCH_COPY } from "../search/search-copy.ts";
import { installFakeIntersectionObserver } from "../search/testing/fake-intersection-observer.ts";
import { installFakeSearchServer, sampleResults } from "../search/testing/fake-search-server.ts";
import type { FakeSearchServer } from "../search/testing/fake-search-server.ts";
import { RECOMMENDATIONS_COPY } from "./recommendations-copy.ts";

const FRACTIONS: RecommendationAdvertiser = { id: 51, name: "Fraction Fun", url: "https://fraction-fun.example/" };
const STARS: RecommendationAdvertiser = { id: 52, name: "Star Maps", url: "https://star-maps.example/" };

let server: FakeSearchServer;
let advertisers: RecommendationAdvertiser[];
let tracked: CallBody<typeof searchCalls.trackRecommendation>[];
let listReads: number;

beforeEach(() => {
  localStorage.clear();
  window.dispatchEvent(new StorageEvent("storage"));
  server = installFakeSearchServer(TEST_USER);
  installFakeIntersectionObserver();
  advertisers = [FRACTIONS, STARS];
  tracked = [];
  listReads = 0;
  apiServer.use(
    onCall(searchCalls.getAdvertisersForRecommendations, () => {
      listReads += 1;
      return json(200, { advertisers });
    }),
    onCall(searchCalls.trackRecommendation, ({ body }) => {
      tracked.push(body);
      return json(200, { ok: true });
    }),
    onCall(previewCalls.getPreview, ({ query }) =>
      json(200, {
        title: "Fraction Fun",
        description: "Fractions as games.",
        image: null,
        url: query.url,
        embeddable: true,
      } satisfies LinkPreview),
    ),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  toastStore.dismiss();
});

const popup = () => screen.queryByRole("complementary", { name: RECOMMENDATIONS_COPY.regionLabel });

async function search(query: string) {
  const box = screen.getByRole("textbox", { name: CHAT_COPY.welcomeBoxLabel });
  fireEvent.change(box, { target: { value: query } });
  fireEvent.keyDown(box, { key: "Enter" });
  await screen.findByRole("heading", { name: SEARCH_TEXTS.aiOverview });
}

/**
 * Fraction Fun's popup showing for a first search, and Star Maps' popup waiting behind it for a second search made
 * while the first popup shows.
 */
async function showFractionsWithStarsWaiting() {
  let round = 0;
  server.answer((request) => {
    round += 1;
    const app = round === 1 ? FRACTIONS : STARS;
    return { ...sampleResults(request), recommendation: { advertiserId: app.id, context: `about ${app.name}` } };
  });
  await renderChatScreen();
  await search("fractions");
  await screen.findByText("Fraction Fun");
  fireEvent.click(screen.getByRole("button", { name: CHAT_TEXTS.inputPlaceholder }));
  const again = screen.getByRole("textbox", { name: "Message" });
  fireEvent.change(again, { target: { value: "stars" } });
  fireEvent.keyDown(again, { key: "Enter" });
  await waitFor(() => expect(server.searches).toHaveLength(2));
}

describe("the recommendation popup (seed 000 §4)", () => {
  it("shows a search's recommendation as Sponsored, with the app, why it fits and its link, and tracks it once", async () => {
    server.answer((request) => ({
      ...sampleResults(request),
      recommendation: { advertiserId: FRACTIONS.id, context: "Practise fractions with games." },
    }));
    await renderChatScreen();
    await search("fractions");

    const shown = await screen.findByRole("complementary", { name: RECOMMENDATIONS_COPY.regionLabel });
    expect(within(shown).getByText(RECOMMENDATIONS_COPY.sponsored)).toBeTruthy();
    expect(within(shown).getByText("Fraction Fun")).toBeTruthy();
    expect(within(shown).getByText("Practise fractions with games.")).toBeTruthy();
    expect(within(shown).getByRole("link", { name: "fraction-fun.example" }).getAttribute("href")).toBe(FRACTIONS.url);
    expect(within(shown).getByRole("button", { name: RECOMMENDATIONS_COPY.close })).toBeTruthy();
    await waitFor(() =>
      expect(tracked).toEqual([{ advertiserId: FRACTIONS.id, recommendationType: "search", context: "Practise fractions with games." }]),
    );
  });

  it("goes after 10 s with a 300 ms fade, then shows the next one queued", async () => {
    // The clock runs, and the test moves it on by hand past the popup's timings.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await showFractionsWithStarsWaiting();
    await waitFor(() => expect(tracked).toHaveLength(1));

    await act(() => vi.advanceTimersByTimeAsync(POPUP_AUTO_DISMISS_MS - 500));
    expect(popup()?.className).not.toContain("recommendation-popup--leaving");
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(popup()?.className).toContain("recommendation-popup--leaving");
    expect(screen.queryByText("Star Maps")).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(POPUP_FADE_MS));
    vi.useRealTimers();
    expect(await screen.findByText("Star Maps")).toBeTruthy();
    expect(screen.queryByText("Fraction Fun")).toBeNull();
    await waitFor(() => expect(tracked.map((body) => body.advertiserId)).toEqual([FRACTIONS.id, STARS.id]));
  });

  it("closes from the keyboard: the close button is a button with a name", async () => {
    server.answer((request) => ({ ...sampleResults(request), recommendation: { advertiserId: FRACTIONS.id, context: "c" } }));
    await renderChatScreen();
    await search("fractions");
    const close = await screen.findByRole("button", { name: RECOMMENDATIONS_COPY.close });
    close.focus();
    fireEvent.click(close);
    expect(popup()?.className).toContain("recommendation-popup--leaving");
    await waitFor(() => expect(popup()).toBeNull());
  });

  it("opens the app in the website preview overlay with Visit", async () => {
    server.answer((request) => ({ ...sampleResults(request), recommendation: { advertiserId: FRACTIONS.id, context: "c" } }));
    await renderChatScreen();
    await search("fractions");
    fireEvent.click(await screen.findByRole("button", { name: RECOMMENDATIONS_COPY.visit }));
    const overlay = await screen.findByRole("dialog", { name: "Fraction Fun" });
    expect(within(overlay).getByRole("button", { name: PREVIEW_TEXTS.openInNewTab })).toBeTruthy();
    expect(screen.getByTitle<HTMLIFrameElement>("Website preview: Fraction Fun").getAttribute("src")).toBe(FRACTIONS.url);
  });

  it("reads the list again for an app it does not hold, and says 'Failed to process recommendation' when still unknown", async () => {
    server.answer((request) => ({ ...sampleResults(request), recommendation: { advertiserId: 99, context: "c" } }));
    await renderChatScreen();
    await search("fractions");
    await waitFor(() => expect(within(document.body).queryByText(VOICE_TEXTS.recommendationFailed)).not.toBeNull());
    expect(listReads).toBe(2);
    expect(popup()).toBeNull();
    expect(tracked).toEqual([]);
  });

  it("shows a follow-up reply's recommendation as a follow-up one", async () => {
    server.answer((request) => sampleResults(request));
    await renderChatScreen();
    await search("fractions");
    server.recommendWithNextReply({ advertiserId: STARS.id, context: "Maps of the stars" });
    fireEvent.change(screen.getByRole("textbox", { name: SEARCH_COPY.followUpLabel }), { target: { value: "what is a half?" } });
    fireEvent.keyDown(screen.getByRole("textbox", { name: SEARCH_COPY.followUpLabel }), { key: "Enter" });
    expect(await screen.findByText("Maps of the stars")).toBeTruthy();
    await waitFor(() => expect(tracked).toEqual([{ advertiserId: STARS.id, recommendationType: "followup", context: "Maps of the stars" }]));
  });

  it("belongs to its search: opening the Game Hub takes it away at once, and it does not come back there or after", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The waiting popup belongs to the same search view as the one showing.
    await showFractionsWithStarsWaiting();

    fireEvent.click(screen.getByRole("button", { name: CHAT_COPY.gameHub }));
    // Gone while the hub's opening plays, without a fade.
    expect(popup()).toBeNull();
    const back = await screen.findByRole("button", { name: new RegExp(GAMES_COPY.backToChat) }, { timeout: 3000 });
    expect(popup()).toBeNull();

    fireEvent.click(back);
    await screen.findByRole("heading", { name: SEARCH_TEXTS.aiOverview });
    // The waiting popup was dropped with its view: neither shows again, even past both popups' timings, and only the
    // first one was counted.
    await act(() => vi.advanceTimersByTimeAsync(POPUP_AUTO_DISMISS_MS + POPUP_FADE_MS));
    expect(popup()).toBeNull();
    expect(screen.queryByText("Star Maps")).toBeNull();
    expect(tracked.map((body) => body.advertiserId)).toEqual([FRACTIONS.id]);
  });

  it("leaves when the settings open over its view", async () => {
    server.answer((request) => ({ ...sampleResults(request), recommendation: { advertiserId: FRACTIONS.id, context: "c" } }));
    await renderChatScreen();
    await search("fractions");
    await screen.findByText("Fraction Fun");
    fireEvent.click(screen.getByRole("button", { name: CHAT_COPY.settings }));
    await waitFor(() => expect(popup()).toBeNull());
  });

  it("names the app's site in its link, not a raw host", async () => {
    advertisers = [{ ...FRACTIONS, url: "https://www.fraction-fun.example:8443/play?from=kids" }];
    server.answer((request) => ({ ...sampleResults(request), recommendation: { advertiserId: FRACTIONS.id, context: "c" } }));
    await renderChatScreen();
    await search("fractions");
    const shown = await screen.findByRole("complementary", { name: RECOMMENDATIONS_COPY.regionLabel });
    expect(within(shown).getByRole("link", { name: "fraction-fun.example" })).toBeTruthy();
  });
});
