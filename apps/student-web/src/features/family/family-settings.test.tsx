import { authCalls, FAMILY_TEXTS, familyCalls, parentalLimitsCalls, studyModeCalls } from "@kidsafe/contracts";
import type { FamilyStatus } from "@kidsafe/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { apiServer, json, onCall, requestLog } from "@kidsafe/ui/testing";
import { FAMILY_COPY } from "./family-copy.ts";
import { parentalLimitsState } from "../../../test/parental-limits-support.ts";
import { renderApp } from "../../../test/render-app.tsx";

// jsdom has no ResizeObserver; Radix's Switch measures its thumb with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const LIMITS = parentalLimitsState();
const CODE = {
  code: "QRST6789",
  link: "http://localhost/parent/link?code=QRST6789",
  expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
};

function stubApi(family: Partial<FamilyStatus>) {
  apiServer.use(
    onCall(authCalls.getUser, () => json(200, { id: 4, username: "lea" })),
    onCall(studyModeCalls.getStudyMode, () => json(200, { enabled: false, beepEnabled: false })),
    onCall(parentalLimitsCalls.getParentalLimits, () => json(200, LIMITS)),
    onCall(familyCalls.getFamilyStatus, () =>
      json(200, { birthYear: 2015, ageGroup: "child", heard: true, consent: "given", parents: 1, ...family }),
    ),
    onCall(familyCalls.createLinkCode, () => json(200, CODE)),
  );
}

beforeEach(() => localStorage.clear());

describe("the family settings", () => {
  it("shows the link code only when asked, so opening settings makes no code", async () => {
    stubApi({});
    renderApp("/settings");
    const show = await screen.findByRole("button", { name: FAMILY_COPY.addParent });
    expect(requestLog).not.toContain("POST /api/family/link-code");

    expect(show.textContent).toBe(FAMILY_COPY.showCode);
    fireEvent.click(show);
    expect(await screen.findByText(CODE.code)).toBeTruthy();
    expect(screen.getByRole("link", { name: CODE.link })).toBeTruthy();
    expect(screen.getByText(FAMILY_COPY.codeValidity)).toBeTruthy();
  });

  it("replaces choosing a parent password on the device with a note, for a linked child", async () => {
    stubApi({ parents: 1 });
    renderApp("/settings");
    expect(await screen.findByText(FAMILY_TEXTS.parentPasswordRemote)).toBeTruthy();
    expect(screen.getByRole("switch", { name: "Study Mode" }).hasAttribute("disabled")).toBe(true);
  });

  it("lets a child without a linked parent choose the parent password as before", async () => {
    stubApi({ parents: 0, birthYear: 2008, ageGroup: "teen", consent: "not_needed" });
    renderApp("/settings");
    await screen.findByRole("button", { name: FAMILY_COPY.addParent });
    await waitFor(() => expect(screen.getByRole("switch", { name: "Study Mode" }).hasAttribute("disabled")).toBe(false));
    expect(screen.queryByText(FAMILY_TEXTS.parentPasswordRemote)).toBeNull();
  });
});
