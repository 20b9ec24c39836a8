import { authCalls, parentalLimitsCalls, studyModeCalls } from "@kidsafe/contracts";
import type { ParentalLimitsState } from "@kidsafe/contracts";
import { createQueryClient } from "@kidsafe/ui";
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiServer, json, onCall } from "@kidsafe/ui/testing";
import { App } from "../app.tsx";
import { PRIVACY_COPY, PRIVACY_SETTINGS_SECTION_ID } from "../features/privacy/privacy-copy.ts";
import { SETTINGS_COPY } from "../features/settings/settings-copy.ts";

const LIMITS: ParentalLimitsState = {
  dailyMessageLimit: null,
  dailyTimeLimitMinutes: null,
  timeZone: "Europe/London",
  parentPasswordSet: false,
  parentPasswordResetAt: null,
  today: { day: "2026-11-22", messages: 0, minutes: 0, messagesLocked: false, timeLocked: false },
};

function CurrentLocation() {
  const { pathname, hash } = useLocation();
  return <output aria-label="current location">{pathname + hash}</output>;
}

const currentLocation = () => screen.getByRole("status", { name: "current location" }).textContent;

const scrollIntoView = vi.fn();

beforeEach(() => {
  localStorage.clear();
  apiServer.use(
    onCall(authCalls.getUser, () => json(200, { id: 3, username: "zoe" })),
    onCall(studyModeCalls.getStudyMode, () => json(200, { enabled: false, beepEnabled: false })),
    onCall(parentalLimitsCalls.getParentalLimits, () => json(200, LIMITS)),
  );
  // jsdom does not scroll; the page asks for its settings section to be scrolled into view.
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Settings → privacy and account", () => {
  it("leads from Settings to the privacy policy's account settings, and from there back to KidSafe", async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={["/settings"]}>
          <App />
          <CurrentLocation />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole("link", { name: SETTINGS_COPY.privacyAndAccount }));

    await waitFor(() => expect(currentLocation()).toBe(`/privacy-policy#${PRIVACY_SETTINGS_SECTION_ID}`));
    expect(await screen.findByRole("button", { name: PRIVACY_COPY.deleteAccount })).toBeTruthy();
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());

    fireEvent.click(screen.getByRole("link", { name: PRIVACY_COPY.backToKidSafe }));
    await waitFor(() => expect(currentLocation()).toBe("/"));
  });
});
