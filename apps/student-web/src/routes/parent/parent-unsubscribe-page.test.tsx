import { FAMILY_INSIGHT_TEXTS, familyCalls, familyInsightCalls, PARENT_AREA_PATHS } from "@kidsafe/contracts";
import type { ParentProfile, ParentSettings } from "@kidsafe/contracts";
import { toastStore } from "@kidsafe/ui";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiServer, failure, json, onCall, requestLog } from "@kidsafe/ui/testing";
import { CHILD_DAY_COPY } from "../../features/parent/child-day/child-day-copy.ts";
import { PARENT_COPY } from "../../features/parent/parent-copy.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { stubResizeObserver } from "../../../test/resize-observer-support.ts";

const PARENT: ParentProfile = { id: 5, email: "ana@example.com", emailVerified: true };

afterEach(() => {
  toastStore.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the weekly summary's unsubscribe page", () => {
  it("changes nothing on opening, then stops the summary when the button is pressed", async () => {
    const tokens: string[] = [];
    apiServer.use(
      onCall(familyInsightCalls.weeklySummaryUnsubscribe, ({ body }) => {
        tokens.push(body.token);
        return json(200, { ok: true });
      }),
    );
    renderApp(PARENT_AREA_PATHS.unsubscribe("tok_abc-123"));
    const button = await screen.findByRole("button", { name: CHILD_DAY_COPY.unsubscribeButton });
    expect(requestLog.filter((line) => line.startsWith("POST"))).toEqual([]);
    fireEvent.click(button);
    expect((await screen.findByText(FAMILY_INSIGHT_TEXTS.unsubscribed)).getAttribute("role")).toBe("status");
    expect(tokens).toEqual(["tok_abc-123"]);
  });

  it("says an expired link is not valid any more and links to the sign-in", async () => {
    apiServer.use(
      onCall(familyInsightCalls.weeklySummaryUnsubscribe, () => failure(400, FAMILY_INSIGHT_TEXTS.unsubscribeLinkExpired, "Bad Request")),
    );
    renderApp(PARENT_AREA_PATHS.unsubscribe("old"));
    fireEvent.click(await screen.findByRole("button", { name: CHILD_DAY_COPY.unsubscribeButton }));
    expect((await screen.findByRole("alert")).textContent).toBe(FAMILY_INSIGHT_TEXTS.unsubscribeLinkExpired);
    expect(screen.getByRole("link", { name: CHILD_DAY_COPY.signInLink }).getAttribute("href")).toBe("/parent");
  });
});

describe("the parent's settings", () => {
  it("starts on the browser's time zone when none was chosen and saves it with the weekly summary off", async () => {
    stubResizeObserver();
    const saved: ParentSettings[] = [];
    apiServer.use(
      onCall(familyCalls.parentMe, () => json(200, PARENT)),
      onCall(familyCalls.parentChildren, () => json(200, { children: [] })),
      onCall(familyInsightCalls.parentSettings, () => json(200, { timeZone: "UTC", weeklySummary: true })),
      onCall(familyInsightCalls.parentSetSettings, ({ body }) => {
        saved.push(body);
        return json(200, body);
      }),
    );
    // The browser is in Lisbon; the account was never given a zone (stored as UTC).
    const resolved = Intl.DateTimeFormat().resolvedOptions();
    vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({ ...resolved, timeZone: "Europe/Lisbon" });
    renderApp("/parent");
    fireEvent.click(await screen.findByRole("button", { name: CHILD_DAY_COPY.settingsButton }));
    const dialog = await screen.findByRole("dialog", { name: CHILD_DAY_COPY.settingsTitle });
    const zone = await within(dialog).findByLabelText<HTMLSelectElement>(CHILD_DAY_COPY.timeZoneLabel);
    expect(zone.value).toBe("Europe/Lisbon");
    fireEvent.change(zone, { target: { value: "America/New_York" } });
    fireEvent.click(within(dialog).getByRole("switch", { name: CHILD_DAY_COPY.weeklySummaryLabel }));
    fireEvent.click(within(dialog).getByRole("button", { name: PARENT_COPY.save }));
    await waitFor(() => expect(saved).toEqual([{ timeZone: "America/New_York", weeklySummary: false }]));
    expect(await screen.findByText(FAMILY_INSIGHT_TEXTS.settingsSaved)).toBeTruthy();
  });
});
