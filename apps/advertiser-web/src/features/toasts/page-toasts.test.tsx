import { ADVERTISER_TEXTS, CANCELLATION_TEXTS, REGISTRATION_AGE_TEXTS, REGISTRATION_TEXTS, SESSION_STORAGE_KEYS } from "@kidsafe/contracts";
import { toast, toastStore } from "@kidsafe/ui";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { billingDashboard, fakeAdvertiser, installFakeAdvertiserApi } from "../../testing/fake-advertiser-api.ts";
import type { FakeAdvertiserApi } from "../../testing/fake-advertiser-api.ts";
import { currentPath, queryToast, renderApp } from "../../testing/render-app.tsx";
import { dismissStaleToasts, toastForNextPage } from "./page-toasts.ts";

const openToastTitles = () =>
  toastStore
    .getSnapshot()
    .filter((item) => item.open)
    .map((item) => item.title);

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

let api: FakeAdvertiserApi;

beforeEach(() => {
  api = installFakeAdvertiserApi();
});

describe("dismissStaleToasts", () => {
  it("closes every open toast but those raised for the next page, which go at the change after", () => {
    toast({ title: "About the old page" });
    toastForNextPage({ title: "Why you are here" });
    dismissStaleToasts();
    expect(openToastTitles()).toEqual(["Why you are here"]);
    dismissStaleToasts();
    expect(openToastTitles()).toEqual([]);
  });
});

describe("toasts across the advertiser's pages", () => {
  it("leaves 'Passwords do not match' behind when the corrected form opens the safety check", async () => {
    api.state.safetyCheck = { isSafe: false, reason: "Held for the test", details: "", aiDescription: "", childDescription: "" };
    renderApp("/advertiser-register");
    await screen.findByRole("heading", { name: "Register Your App" });
    type(ADVERTISER_TEXTS.appNameLabel, "Quest Maths");
    type(REGISTRATION_TEXTS.appUrlLabel, "quest.example");
    type(REGISTRATION_TEXTS.appDescriptionLabel, "Maths adventures");
    type(REGISTRATION_AGE_TEXTS.minAgeLabel, "6");
    type(REGISTRATION_AGE_TEXTS.maxAgeLabel, "12");
    type(ADVERTISER_TEXTS.companyPasswordLabel, "secret");
    type(REGISTRATION_TEXTS.confirmPasswordLabel, "secreT");
    const submit = () => fireEvent.click(screen.getByRole("button", { name: REGISTRATION_TEXTS.continueButton }));
    submit();
    expect(queryToast(REGISTRATION_TEXTS.passwordsMismatchTitle)).not.toBeNull();

    type(REGISTRATION_TEXTS.confirmPasswordLabel, "secret");
    submit();
    await screen.findByRole("heading", { name: "Safety Check" });
    expect(currentPath()).toBe("/advertiser-safety-check");
    expect(openToastTitles()).toEqual([]);
    await waitFor(() => expect(queryToast(REGISTRATION_TEXTS.passwordsMismatchTitle)).toBeNull());
  });

  it("keeps 'Subscription Cancelled' on the login page it leads to, and drops it on the next page", async () => {
    api.signIn(api.add(fakeAdvertiser()));
    api.state.billing = billingDashboard({ totalAmountDue: 0 });
    sessionStorage.setItem(SESSION_STORAGE_KEYS.advertiserAuth, JSON.stringify({ appName: "Quest Maths", id: 7 }));
    renderApp("/advertiser/7");
    const dangerZone = await screen.findByRole("region", { name: "Danger Zone" });
    await screen.findByText("Next billing date");
    toast({ title: "About the dashboard" });
    fireEvent.click(within(dangerZone).getByRole("button", { name: "Danger Zone" }));
    fireEvent.click(within(dangerZone).getByRole("button", { name: CANCELLATION_TEXTS.button }));
    const dialog = await screen.findByRole("dialog", { name: CANCELLATION_TEXTS.button });
    fireEvent.change(within(dialog).getByLabelText("Company Password"), { target: { value: "company-secret" } });
    fireEvent.click(within(dialog).getByRole("checkbox"));
    fireEvent.click(within(dialog).getByRole("button", { name: CANCELLATION_TEXTS.button }));

    await screen.findByRole("button", { name: ADVERTISER_TEXTS.loginButton });
    expect(openToastTitles()).toEqual(["Subscription Cancelled"]);

    fireEvent.click(screen.getByRole("link", { name: "Register your app" }));
    await screen.findByRole("heading", { name: "Register Your App" });
    expect(openToastTitles()).toEqual([]);
  });
});
