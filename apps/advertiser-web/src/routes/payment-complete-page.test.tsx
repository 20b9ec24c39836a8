import { ADVERTISER_TEXTS, advertiserCalls, PAYMENT_COMPLETE_REDIRECT_MS, PAYMENT_TEXTS, SESSION_STORAGE_KEYS } from "@kidsafe/contracts";
import { apiServer, failure, json, onCall, requestLog } from "@kidsafe/ui/testing";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { advance, currentPath, renderApp, settleAt, settleUntil, startFakeClock } from "../testing/render-app.tsx";

function answerPayment(answer: () => Response) {
  apiServer.use(
    onCall(advertiserCalls.paymentComplete, answer),
    // Where the redirects land; the portal itself is tested elsewhere.
    onCall(advertiserCalls.portalInfo, () => json(200, { appName: "Quest Maths" })),
    onCall(advertiserCalls.portalCheckAuth, () => json(200, { authenticated: false })),
  );
}

async function openAt(path: string) {
  await startFakeClock();
  renderApp(path);
}

describe("the payment-complete page (seed 001 §2, §4)", () => {
  it("verifies a weekly settlement, says the billing was reset, and opens the advertiser's portal 3 s later", async () => {
    answerPayment(() => json(200, { success: true, advertiserId: 7, purpose: "settlement" }));
    await openAt("/advertiser/payment-complete?session_id=cs_test_1&advertiser_id=7");
    await settleUntil(() => screen.queryByText(PAYMENT_TEXTS.success));
    expect(requestLog).toContain("GET /api/advertiser/payment-complete?session_id=cs_test_1");

    await advance(PAYMENT_COMPLETE_REDIRECT_MS - 1);
    expect(currentPath()).toBe("/advertiser/payment-complete?session_id=cs_test_1&advertiser_id=7");
    await advance(1);
    await settleAt("/advertiser/7");
  });

  it("after the upfront fee says the app is now live, not that weekly billing was reset", async () => {
    answerPayment(() => json(200, { success: true, advertiserId: 7, purpose: "upfront" }));
    await openAt("/advertiser/payment-complete?session_id=cs_test_5&advertiser_id=7");
    await settleUntil(() => screen.queryByText(PAYMENT_TEXTS.upfrontSuccess));
    expect(screen.queryByText(PAYMENT_TEXTS.success)).toBeNull();
    await advance(PAYMENT_COMPLETE_REDIRECT_MS);
    await settleAt("/advertiser/7");
  });

  it("goes to the login page 3 s after a payment it cannot tie to an advertiser", async () => {
    answerPayment(() => json(200, { success: true, advertiserId: null, purpose: "settlement" }));
    await openAt("/advertiser/payment-complete?session_id=cs_test_2");
    await settleUntil(() => screen.queryByText(PAYMENT_TEXTS.success));
    await advance(PAYMENT_COMPLETE_REDIRECT_MS);
    await settleAt("/advertiser-login");
  });

  it("shows the server's error with Back to Dashboard and Back to Login, and stays", async () => {
    answerPayment(() => failure(402, "Your card was declined."));
    await openAt("/advertiser/payment-complete?session_id=cs_test_3&advertiser_id=7");
    await settleUntil(() => screen.queryByText("Your card was declined."));
    expect(screen.getByRole("heading", { name: PAYMENT_TEXTS.failedTitle })).toBeTruthy();
    expect(screen.getByRole("link", { name: ADVERTISER_TEXTS.backToDashboard }).getAttribute("href")).toBe("/advertiser/7");
    expect(screen.getByRole("link", { name: ADVERTISER_TEXTS.backToLogin }).getAttribute("href")).toBe("/advertiser-login");
    await advance(PAYMENT_COMPLETE_REDIRECT_MS);
    expect(currentPath()).toBe("/advertiser/payment-complete?session_id=cs_test_3&advertiser_id=7");
  });

  it("says 'Failed to verify payment' when the server cannot be reached", async () => {
    answerPayment(() => Response.error());
    await openAt("/advertiser/payment-complete?session_id=cs_test_4");
    await settleUntil(() => screen.queryByText(PAYMENT_TEXTS.verifyFailed));
    expect(screen.queryByRole("link", { name: ADVERTISER_TEXTS.backToDashboard })).toBeNull();
    expect(screen.getByRole("link", { name: ADVERTISER_TEXTS.backToLogin })).toBeTruthy();
  });

  it("says 'Invalid payment session' without a session_id, asks nothing, and offers the dashboard of the signed-in advertiser", async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEYS.advertiserAuth, JSON.stringify({ appName: "Quest Maths", id: 9 }));
    renderApp("/advertiser/payment-complete");
    expect(await screen.findByText(PAYMENT_TEXTS.invalidSession)).toBeTruthy();
    expect(screen.getByRole("link", { name: ADVERTISER_TEXTS.backToDashboard }).getAttribute("href")).toBe("/advertiser/9");
    expect(requestLog).toEqual([]);
  });
});
