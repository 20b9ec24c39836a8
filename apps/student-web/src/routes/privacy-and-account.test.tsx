import { authCalls, parentalLimitsCalls, studyModeCalls } from "@kidsafe/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiServer, json, onCall } from "@kidsafe/ui/testing";
import { PRIVACY_COPY, PRIVACY_SETTINGS_SECTION_ID } from "../features/privacy/privacy-copy.ts";
import { SETTINGS_COPY } from "../features/settings/settings-copy.ts";
import { parentalLimitsState } from "../../test/parental-limits-support.ts";
import { currentPath, renderApp } from "../../test/render-app.tsx";

const LIMITS = parentalLimitsState();

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
    renderApp("/settings");
    fireEvent.click(await screen.findByRole("link", { name: SETTINGS_COPY.privacyAndAccount }));

    await waitFor(() => expect(currentPath()).toBe(`/privacy-policy#${PRIVACY_SETTINGS_SECTION_ID}`));
    expect(await screen.findByRole("button", { name: PRIVACY_COPY.deleteAccount })).toBeTruthy();
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());

    fireEvent.click(screen.getByRole("link", { name: PRIVACY_COPY.backToKidSafe }));
    await waitFor(() => expect(currentPath()).toBe("/"));
  });
});
