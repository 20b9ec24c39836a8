import { ADVERTISER_TEXTS, PRICING_BULLETS, REGISTRATION_TEXTS, SESSION_STORAGE_KEYS, REGISTRATION_AGE_TEXTS } from "@kidsafe/contracts";
import { requestLog } from "@kidsafe/ui/testing";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { installFakeAdvertiserApi } from "../testing/fake-advertiser-api.ts";
import { currentPath, queryToast, renderApp } from "../testing/render-app.tsx";

const field = (label: string) => screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const errorOf = (label: string) => document.getElementById(field(label).getAttribute("aria-describedby")?.split(" ").pop() ?? "")?.textContent;
const submit = () => fireEvent.click(screen.getByRole("button", { name: REGISTRATION_TEXTS.continueButton }));

function fillForm(values: Partial<Record<string, string>> = {}) {
  type(ADVERTISER_TEXTS.appNameLabel, values.appName ?? "Quest Maths");
  type(REGISTRATION_TEXTS.appUrlLabel, values.appUrl ?? "quest.example");
  type(REGISTRATION_TEXTS.appDescriptionLabel, values.appDescription ?? "Maths adventures");
  type(REGISTRATION_AGE_TEXTS.minAgeLabel, values.minAge ?? "6");
  type(REGISTRATION_AGE_TEXTS.maxAgeLabel, values.maxAge ?? "12");
  type(ADVERTISER_TEXTS.companyPasswordLabel, values.password ?? "secret");
  type(REGISTRATION_TEXTS.confirmPasswordLabel, values.confirmPassword ?? values.password ?? "secret");
}

const storedDraft = () => JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEYS.pendingRegistration) ?? "null") as unknown;

describe("the registration page (seed 001 §2, §3, §5)", () => {
  it("shows the pricing and links to login and back to the chat", async () => {
    renderApp("/advertiser-register");
    const pricing = await screen.findByRole("region", { name: "Pricing" });
    expect(
      within(pricing)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(PRICING_BULLETS.map((bullet) => `✓${bullet}`));
    expect(screen.getByRole("link", { name: "Login to your dashboard" }).getAttribute("href")).toBe("/advertiser-login");
    expect(screen.getByRole("link", { name: "Back to Chat" }).getAttribute("href")).toBe("/chat");
  });

  it("names every empty field, focuses the first and goes nowhere", async () => {
    renderApp("/advertiser-register");
    await screen.findByRole("heading", { name: "Register Your App" });
    submit();

    expect(errorOf(ADVERTISER_TEXTS.appNameLabel)).toBe(ADVERTISER_TEXTS.appNameRequired);
    expect(errorOf(REGISTRATION_TEXTS.appUrlLabel)).toBe(REGISTRATION_TEXTS.fieldRequired("App URL"));
    expect(errorOf(REGISTRATION_TEXTS.appDescriptionLabel)).toBe(REGISTRATION_TEXTS.fieldRequired("App description"));
    expect(errorOf(ADVERTISER_TEXTS.companyPasswordLabel)).toBe(ADVERTISER_TEXTS.passwordRequired);
    expect(document.activeElement).toBe(field(ADVERTISER_TEXTS.appNameLabel));
    expect(currentPath()).toBe("/advertiser-register");
    expect(storedDraft()).toBeNull();
  });

  it("says 'Passwords do not match' under the confirmation and in a toast", async () => {
    renderApp("/advertiser-register");
    await screen.findByRole("heading", { name: "Register Your App" });
    fillForm({ password: "secret", confirmPassword: "secreT" });
    submit();

    expect(errorOf(REGISTRATION_TEXTS.confirmPasswordLabel)).toBe(REGISTRATION_TEXTS.passwordsMismatchTitle);
    expect(queryToast(REGISTRATION_TEXTS.passwordsMismatchTitle)).not.toBeNull();
    expect(screen.getByText(REGISTRATION_TEXTS.passwordsMismatchDescription)).toBeTruthy();
    expect(currentPath()).toBe("/advertiser-register");
  });

  it("keeps the registration with https:// in front of the URL and the app name as email, sends nothing, and opens the safety check", async () => {
    const api = installFakeAdvertiserApi();
    api.state.safetyCheck = { isSafe: false, reason: "Held for the test", details: "", aiDescription: "", childDescription: "" };
    renderApp("/advertiser-register");
    await screen.findByRole("heading", { name: "Register Your App" });
    fillForm({ appName: "  Quest Maths ", appUrl: "quest.example/kids" });
    submit();

    await waitFor(() => expect(currentPath()).toBe("/advertiser-safety-check"));
    expect(storedDraft()).toEqual({
      appName: "Quest Maths",
      appUrl: "https://quest.example/kids",
      appDescription: "Maths adventures",
      minAge: 6,
      maxAge: 12,
      email: "Quest Maths",
      password: "secret",
    });
    expect(requestLog.filter((request) => !request.startsWith("POST /api/advertiser/safety-check"))).toEqual([]);
  });

  it("asks the ages the app is for, with none chosen at first", async () => {
    installFakeAdvertiserApi();
    renderApp("/advertiser-register");
    await screen.findByRole("heading", { name: "Register Your App" });
    fillForm({ minAge: "", maxAge: "" });
    submit();
    expect(errorOf(REGISTRATION_AGE_TEXTS.minAgeLabel)).toBe(REGISTRATION_AGE_TEXTS.minAgeRequired);
    expect(errorOf(REGISTRATION_AGE_TEXTS.maxAgeLabel)).toBe(REGISTRATION_AGE_TEXTS.maxAgeRequired);
    expect(currentPath()).toBe("/advertiser-register");
  });

  it("keeps an http:// address as typed", async () => {
    installFakeAdvertiserApi();
    renderApp("/advertiser-register");
    await screen.findByRole("heading", { name: "Register Your App" });
    fillForm({ appUrl: "http://quest.example" });
    submit();
    await waitFor(() => expect(currentPath()).toBe("/advertiser-safety-check"));
    expect(storedDraft()).toMatchObject({ appUrl: "http://quest.example" });
  });

  it("fills the form again from the kept draft after 'Try Different Website', passwords aside", async () => {
    sessionStorage.setItem(
      SESSION_STORAGE_KEYS.pendingRegistration,
      JSON.stringify({
        appName: "Quest",
        appUrl: "https://quest.example",
        appDescription: "Maths",
        minAge: 8,
        maxAge: 12,
        email: "Quest",
        password: "pw",
      }),
    );
    renderApp("/advertiser-register");
    await screen.findByRole("heading", { name: "Register Your App" });
    expect(field(ADVERTISER_TEXTS.appNameLabel).value).toBe("Quest");
    expect(field(REGISTRATION_TEXTS.appUrlLabel).value).toBe("https://quest.example");
    expect(field(REGISTRATION_TEXTS.appDescriptionLabel).value).toBe("Maths");
    expect(field(REGISTRATION_AGE_TEXTS.minAgeLabel).value).toBe("8");
    expect(field(REGISTRATION_AGE_TEXTS.maxAgeLabel).value).toBe("12");
    expect(field(ADVERTISER_TEXTS.companyPasswordLabel).value).toBe("");
  });
});
