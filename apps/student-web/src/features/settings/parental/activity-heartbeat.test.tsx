import { authCalls, CHAT_TEXTS, FAMILY_INSIGHT_TEXTS, parentalLimitsCalls, studyModeCalls } from "@kidsafe/contracts";
import type { ParentalLimitsState } from "@kidsafe/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiServer, failure, json, onCall } from "@kidsafe/ui/testing";
import { installFakeChatServer } from "../../chat/testing/fake-chat-server.ts";
import { renderChatScreen, storeTabs, TEST_USER } from "../../chat/testing/render-chat.tsx";
import { currentPath, renderApp } from "../../../../test/render-app.tsx";
import { stubResizeObserver } from "../../../../test/resize-observer-support.ts";

const USER = { id: 3, username: "zoe" };
const GAMES_LOCKED = "You have used today's time for games. Come back tomorrow!";

/** The bodies of the minute's reports, in order (undefined: no feature named). */
let reports: unknown[];
/** The lock message the server answers with, or null to let the minute through. */
let lockedWith: string | null;

const TODAY_STATE: ParentalLimitsState = {
  dailyMessageLimit: null,
  dailyTimeLimitMinutes: null,
  timeZone: "UTC",
  parentPasswordSet: false,
  parentPasswordResetAt: null,
  today: { day: "2026-11-29", messages: 0, minutes: 1, messagesLocked: false, timeLocked: false },
};

beforeEach(() => {
  reports = [];
  lockedWith = null;
  localStorage.clear();
  stubResizeObserver();
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
  apiServer.use(
    onCall(authCalls.getUser, () => json(200, USER)),
    onCall(studyModeCalls.getStudyMode, () => json(200, { enabled: false, beepEnabled: false })),
    onCall(parentalLimitsCalls.recordActivity, ({ body }) => {
      reports.push(body);
      return lockedWith === null ? json(200, TODAY_STATE) : failure(423, lockedWith, "Locked");
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The next minute's report, without waiting a minute: the tab coming back into view reports at once. */
const nextMinute = () => document.dispatchEvent(new Event("visibilitychange"));

describe("the minute's report and the lock of a feature", () => {
  it("names games on opening the hub and again on opening a game", async () => {
    renderApp("/game-hub");
    await screen.findByText("Hello zoe!");
    await waitFor(() => expect(reports).toContainEqual({ feature: "games" }));
    const before = reports.length;
    fireEvent.click(screen.getByRole("button", { name: /Tic-Tac-Toe/ }));
    await waitFor(() => expect(reports.length).toBe(before + 1));
    expect(reports.at(-1)).toEqual({ feature: "games" });
  });

  it("stops the game with 'App Locked' and the server's words when the games limit is used up, with a way home", async () => {
    renderApp("/game-hub");
    fireEvent.click(await screen.findByRole("button", { name: /Tic-Tac-Toe/ }));
    lockedWith = GAMES_LOCKED;
    nextMinute();

    const lock = await screen.findByRole("alert");
    expect(screen.getByRole("heading", { name: CHAT_TEXTS.appLockedTitle })).toBeTruthy();
    expect(lock.textContent).toContain(GAMES_LOCKED);
    expect(screen.queryByRole("heading", { name: /Tic-Tac-Toe/ })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: /Back to Chat/ }));
    await waitFor(() => expect(currentPath()).toBe("/"));
  });

  it("locks the drawing during quiet hours and opens it again once a minute goes through", async () => {
    lockedWith = FAMILY_INSIGHT_TEXTS.quietHoursLocked;
    renderApp("/ai-paint");
    expect(await screen.findByText(FAMILY_INSIGHT_TEXTS.quietHoursLocked)).toBeTruthy();
    expect(reports).toContainEqual({ feature: "drawing" });
    expect(screen.queryByRole("heading", { name: "Drawing Hub" })).toBeNull();

    lockedWith = null;
    nextMinute();
    expect(await screen.findByRole("heading", { name: "Drawing Hub" })).toBeTruthy();
  });

  it.each([
    ["ai", "chat"],
    ["search", "search"],
  ] as const)("names %s mode's tab as %s on the chat screen", async (mode, feature) => {
    installFakeChatServer(TEST_USER);
    apiServer.use(
      onCall(parentalLimitsCalls.recordActivity, ({ body }) => {
        reports.push(body);
        return json(200, TODAY_STATE);
      }),
    );
    storeTabs({ mode });
    await renderChatScreen();
    await waitFor(() => expect(reports).toContainEqual({ feature }));
    // A report sent before the tab showed names nothing; none names another feature.
    const named = reports.filter((report) => report !== undefined);
    expect(named).toEqual(named.map(() => ({ feature })));
  });

  it("names no feature where none is in front", async () => {
    renderApp("/settings");
    await waitFor(() => expect(reports.length).toBeGreaterThan(0));
    expect(reports.every((report) => report === undefined)).toBe(true);
  });
});
