import { ADVERTISER_TEXTS, advertiserCalls, SESSION_STORAGE_KEYS } from "@kidsafe/contracts";
import { failure } from "@kidsafe/ui/testing";
import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeAdvertiser, installFakeAdvertiserApi } from "../../testing/fake-advertiser-api.ts";
import type { FakeAdvertiserApi } from "../../testing/fake-advertiser-api.ts";
import { queryToast, renderApp } from "../../testing/render-app.tsx";
import { BILLING_COPY } from "./billing-copy.ts";

let api: FakeAdvertiserApi;

beforeEach(() => {
  api = installFakeAdvertiserApi();
  api.signIn(api.add(fakeAdvertiser()));
  sessionStorage.setItem(SESSION_STORAGE_KEYS.advertiserAuth, JSON.stringify({ appName: "Quest Maths", id: 7 }));
});

async function openBillingLogin() {
  renderApp("/advertiser/7/billing");
  return screen.findByRole("dialog", { name: BILLING_COPY.passwordTitle });
}

const passwordField = (dialog: HTMLElement) => within(dialog).getByLabelText<HTMLInputElement>(BILLING_COPY.passwordLabel);

function tryPassword(dialog: HTMLElement, password: string) {
  fireEvent.change(passwordField(dialog), { target: { value: password } });
  fireEvent.click(within(dialog).getByRole("button", { name: BILLING_COPY.login }));
}

describe("the billing password dialog", () => {
  it("says a wrong password once, in the dialog, and keeps it selected in the focused field for another try", async () => {
    const dialog = await openBillingLogin();
    tryPassword(dialog, "wrong");

    const alert = await within(dialog).findByRole("alert");
    expect(within(alert).getByText(ADVERTISER_TEXTS.authFailedTitle)).toBeTruthy();
    expect(within(alert).getByText(ADVERTISER_TEXTS.invalidPasswordRetry)).toBeTruthy();
    // Said once: no toast behind the dialog.
    expect(queryToast(ADVERTISER_TEXTS.authFailedTitle)).toBeNull();
    expect(screen.getAllByText(ADVERTISER_TEXTS.invalidPasswordRetry)).toHaveLength(1);
    const field = passwordField(dialog);
    expect(field.value).toBe("wrong");
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, "wrong".length]);

    tryPassword(dialog, "company-secret");
    expect(within(dialog).queryByRole("alert")).toBeNull();
    expect(await screen.findByRole("heading", { level: 1, name: "Billing · Quest Maths" })).toBeTruthy();
  });

  it("shows the server's own sentence for any other refusal, and says it again on the next failed try", async () => {
    const dialog = await openBillingLogin();
    const tooMany = "Too many attempts. Please wait a few minutes and try again.";
    api.answerOnce(advertiserCalls.advertiserAuthenticate, () => failure(429, tooMany));
    tryPassword(dialog, "company-secret");
    expect(within(await within(dialog).findByRole("alert")).getByText(tooMany)).toBeTruthy();
    expect(queryToast(ADVERTISER_TEXTS.authFailedTitle)).toBeNull();

    tryPassword(dialog, "still wrong");
    expect(within(dialog).queryByRole("alert")).toBeNull();
    expect(within(await within(dialog).findByRole("alert")).getByText(ADVERTISER_TEXTS.invalidPasswordRetry)).toBeTruthy();
    expect(screen.getByRole("dialog", { name: BILLING_COPY.passwordTitle })).toBe(dialog);
  });
});
