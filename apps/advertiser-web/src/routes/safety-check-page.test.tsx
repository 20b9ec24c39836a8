import {
  advertiserCalls,
  CHECKOUT_REDIRECT_MS,
  REGISTRATION_TEXTS,
  SAFETY_CHECK_STAGE_DURATIONS_MS,
  SAFETY_CHECK_TEXTS,
  SESSION_STORAGE_KEYS,
} from "@kidsafe/contracts";
import type { PendingRegistration } from "@kidsafe/contracts";
import { failure, requestLog } from "@kidsafe/ui/testing";
import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { installFakeAdvertiserApi } from "../testing/fake-advertiser-api.ts";
import type { FakeAdvertiserApi } from "../testing/fake-advertiser-api.ts";
import { advance, currentPath, queryToast, renderApp, settle, settleUntil, startFakeClock } from "../testing/render-app.tsx";

const DRAFT: PendingRegistration = {
  appName: "Quest Maths",
  appUrl: "https://quest.example",
  appDescription: "Maths adventures",
  minAge: 6,
  maxAge: 12,
  email: "Quest Maths",
  password: "secret",
};

let api: FakeAdvertiserApi;

beforeEach(() => {
  api = installFakeAdvertiserApi();
  sessionStorage.setItem(SESSION_STORAGE_KEYS.pendingRegistration, JSON.stringify(DRAFT));
});

/** The page at its first stage, under a fake clock. */
async function openSafetyCheck() {
  await startFakeClock();
  const view = renderApp("/advertiser-safety-check");
  await settleUntil(() => screen.queryByText(SAFETY_CHECK_TEXTS.stages[0]));
  return view;
}

/** Runs every stage but the last millisecond of the last one. */
async function runStagesAlmostToTheEnd() {
  for (const [index, duration] of SAFETY_CHECK_STAGE_DURATIONS_MS.entries()) {
    expect(screen.getByText(SAFETY_CHECK_TEXTS.stages[index]!)).toBeTruthy();
    await advance(index === SAFETY_CHECK_STAGE_DURATIONS_MS.length - 1 ? duration - 1 : duration);
  }
}

describe("the safety check page (seed 001 §2, §4)", () => {
  it("goes back to the registration form when no registration is pending", async () => {
    sessionStorage.clear();
    renderApp("/advertiser-safety-check");
    expect(await screen.findByRole("heading", { name: "Register Your App" })).toBeTruthy();
    expect(currentPath()).toBe("/advertiser-register");
    expect(requestLog).toEqual([]);
  });

  it("checks the website once while the staged messages run about 6.5 s, saying it may take up to 30 seconds", async () => {
    await openSafetyCheck();
    expect(screen.getByText(SAFETY_CHECK_TEXTS.mayTakeUpTo)).toBeTruthy();
    expect(requestLog).toEqual(["POST /api/advertiser/safety-check"]);

    await advance(SAFETY_CHECK_STAGE_DURATIONS_MS[0] - 1);
    expect(screen.getByText(SAFETY_CHECK_TEXTS.stages[0])).toBeTruthy();
    await advance(1);
    expect(screen.getByText(SAFETY_CHECK_TEXTS.stages[1])).toBeTruthy();
    for (const [index, duration] of SAFETY_CHECK_STAGE_DURATIONS_MS.entries()) {
      if (index === 0) continue;
      expect(screen.getByText(SAFETY_CHECK_TEXTS.stages[index]!)).toBeTruthy();
      expect(screen.queryByRole("heading", { name: "Your website passed the safety check" })).toBeNull();
      await advance(duration);
    }
    expect(screen.getByRole("heading", { name: "Your website passed the safety check" })).toBeTruthy();
    expect(requestLog.filter((request) => request === "POST /api/advertiser/safety-check")).toHaveLength(1);
  });

  it("when safe, completes the registration by itself, clears the draft and opens the checkout 1.5 s later", async () => {
    const { leftFor } = await openSafetyCheck();
    await runStagesAlmostToTheEnd();
    expect(requestLog).not.toContain("POST /api/advertiser/complete-registration");
    await advance(1);

    expect(screen.getByText(api.state.safetyCheck.aiDescription)).toBeTruthy();
    // The very details the check judged, with its single-use pass; what children will see was shown.
    expect(api.state.registrations).toEqual([{ ...DRAFT, registrationToken: api.state.safetyCheck.registrationToken }]);
    expect(screen.getByText("What children will see")).toBeTruthy();
    expect(screen.getByText("Redirecting to payment...")).toBeTruthy();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.pendingRegistration)).toBeNull();

    await advance(CHECKOUT_REDIRECT_MS - 1);
    expect(leftFor).toEqual([]);
    await advance(1);
    expect(leftFor).toEqual(["https://checkout.stripe.example/c/pay_upfront"]);
  });

  it("when unsafe, says 'Not approved: <reason>' with the findings folded, and 'Try Different Website' returns to the form with the draft", async () => {
    api.state.safetyCheck = {
      isSafe: false,
      reason: "Gambling content",
      details: "The page https://quest.example/spin links to a casino. The home page offers bets.",
      aiDescription: "",
      childDescription: "",
    };
    await openSafetyCheck();
    await advance(6500);

    expect(screen.getByRole("heading", { name: "Not approved: Gambling content" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).not.toContain(DRAFT.appUrl);
    const findings = screen.getByText("What the check found").closest("details")!;
    expect(findings.open).toBe(false);
    expect(within(findings).getByText(DRAFT.appUrl)).toBeTruthy();
    expect(
      within(findings)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["The page /spin links to a casino.", "The home page offers bets."]);
    // The website is named once on the page.
    expect(document.body.textContent?.split(DRAFT.appUrl)).toHaveLength(2);
    expect(requestLog).not.toContain("POST /api/advertiser/complete-registration");

    fireEvent.click(screen.getByRole("button", { name: SAFETY_CHECK_TEXTS.tryDifferentWebsite }));
    await settleUntil(() => screen.queryByRole("heading", { name: "Register Your App" }));
    expect(currentPath()).toBe("/advertiser-register");
    expect(screen.getByLabelText<HTMLInputElement>("App URL").value).toBe(DRAFT.appUrl);
  });

  it("reads an unsafe verdict without a reason as the default one", async () => {
    api.state.safetyCheck = { isSafe: false, reason: "", details: "", aiDescription: "", childDescription: "" };
    await openSafetyCheck();
    await advance(6500);
    expect(screen.getByRole("heading", { name: `Not approved: ${SAFETY_CHECK_TEXTS.defaultUnsafe}` })).toBeTruthy();
  });

  it("turns a failed check call into unsafe 'Safety check could not be completed' with the server's message", async () => {
    api.answerOnce(advertiserCalls.safetyCheck, () => failure(502, "We could not reach that website."));
    await openSafetyCheck();
    await advance(6500);
    // Not a verdict on the website: the heading says the check failed, and its message shows unfolded.
    expect(screen.getByRole("heading", { name: SAFETY_CHECK_TEXTS.couldNotComplete })).toBeTruthy();
    expect(screen.getByText("We could not reach that website.")).toBeTruthy();
    expect(screen.queryByText("What the check found")).toBeNull();
    expect(screen.getByRole("button", { name: SAFETY_CHECK_TEXTS.tryDifferentWebsite })).toBeTruthy();
  });

  it("says 'Failed to get payment URL.' when the registration answers without a checkout URL", async () => {
    api.state.checkoutUrl = undefined;
    const { leftFor } = await openSafetyCheck();
    await advance(6500);
    await settle();

    expect(queryToast(REGISTRATION_TEXTS.failedTitle)).not.toBeNull();
    expect(screen.getAllByText(REGISTRATION_TEXTS.noPaymentUrl).length).toBeGreaterThan(0);
    expect(screen.getByRole("button", { name: "Back to Registration" })).toBeTruthy();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.pendingRegistration)).not.toBeNull();
    await advance(CHECKOUT_REDIRECT_MS);
    expect(leftFor).toEqual([]);
  });

  it("says 'Registration failed' with the server's message when the registration is refused", async () => {
    api.answerOnce(advertiserCalls.completeRegistration, () => failure(409, "That app name is already registered."));
    await openSafetyCheck();
    await advance(6500);
    await settle();

    expect(queryToast(REGISTRATION_TEXTS.failedTitle)).not.toBeNull();
    expect(screen.getAllByText("That app name is already registered.").length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole("button", { name: "Back to Registration" }));
    await settleUntil(() => screen.queryByRole("heading", { name: "Register Your App" }));
  });
});
