import { ADVERTISER_TEXTS, advertiserCalls, SESSION_STORAGE_KEYS } from "@kidsafe/contracts";
import { requestLog } from "@kidsafe/ui/testing";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeAdvertiser, installFakeAdvertiserApi } from "../testing/fake-advertiser-api.ts";
import type { FakeAdvertiserApi } from "../testing/fake-advertiser-api.ts";
import { currentPath, queryToast, renderApp } from "../testing/render-app.tsx";

let api: FakeAdvertiserApi;

beforeEach(() => {
  api = installFakeAdvertiserApi();
});

const passwordField = () => screen.getByLabelText("Company Password");
const accessPortal = () => fireEvent.click(screen.getByRole("button", { name: ADVERTISER_TEXTS.accessPortal }));

describe("the advertiser portal at /advertiser/{id} (seed 001 §2)", () => {
  it.each(["abc", "7x", "0x10", "-3"])("shows 'Invalid Advertiser' for the id %s without asking the server", async (id) => {
    renderApp(`/advertiser/${id}`);
    expect(await screen.findByRole("heading", { name: ADVERTISER_TEXTS.invalidAdvertiserTitle })).toBeTruthy();
    expect(screen.getByText(ADVERTISER_TEXTS.invalidAdvertiserDescription)).toBeTruthy();
    expect(screen.getByRole("link", { name: ADVERTISER_TEXTS.goHome }).getAttribute("href")).toBe("/");
    expect(requestLog).toEqual([]);
  });

  it("shows 'Invalid Advertiser' for an id no advertiser has", async () => {
    renderApp("/advertiser/404");
    expect(await screen.findByRole("heading", { name: ADVERTISER_TEXTS.invalidAdvertiserTitle })).toBeTruthy();
  });

  it("asks for the password with 'Access Portal', naming the app, with 'Login with email' to the login page", async () => {
    api.add(fakeAdvertiser());
    renderApp("/advertiser/7");
    expect(await screen.findByRole("heading", { name: ADVERTISER_TEXTS.accessPortal })).toBeTruthy();
    expect(screen.getAllByText(/Quest Maths/).length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: ADVERTISER_TEXTS.loginWithEmail }).getAttribute("href")).toBe("/advertiser-login");
  });

  it("says 'Password Required' for an empty password and sends nothing", async () => {
    api.add(fakeAdvertiser());
    renderApp("/advertiser/7");
    await screen.findByRole("heading", { name: ADVERTISER_TEXTS.accessPortal });
    accessPortal();
    expect(queryToast(ADVERTISER_TEXTS.passwordRequiredTitle)).not.toBeNull();
    expect(passwordField().getAttribute("aria-invalid")).toBe("true");
    expect(requestLog).not.toContain("POST /api/advertiser/7/authenticate");
  });

  it("says 'Authentication Failed' with 'Invalid password' for a wrong password and clears the field", async () => {
    api.add(fakeAdvertiser());
    renderApp("/advertiser/7");
    await screen.findByRole("heading", { name: ADVERTISER_TEXTS.accessPortal });
    fireEvent.change(passwordField(), { target: { value: "wrong" } });
    accessPortal();

    await waitFor(() => expect(queryToast(ADVERTISER_TEXTS.authFailedTitle)).not.toBeNull());
    expect(screen.getByText(ADVERTISER_TEXTS.invalidPassword)).toBeTruthy();
    expect((passwordField() as HTMLInputElement).value).toBe("");
  });

  it("says 'Failed to authenticate. Please try again.' when the server cannot be reached", async () => {
    api.add(fakeAdvertiser());
    api.answerOnce(advertiserCalls.portalAuthenticate, () => Response.error());
    renderApp("/advertiser/7");
    await screen.findByRole("heading", { name: ADVERTISER_TEXTS.accessPortal });
    fireEvent.change(passwordField(), { target: { value: "company-secret" } });
    accessPortal();
    await waitFor(() => expect(screen.getByText(ADVERTISER_TEXTS.portalAuthFailed)).toBeTruthy());
  });

  it("opens the dashboard after the company password and keeps advertiserAuth", async () => {
    api.add(fakeAdvertiser());
    renderApp("/advertiser/7");
    await screen.findByRole("heading", { name: ADVERTISER_TEXTS.accessPortal });
    fireEvent.change(passwordField(), { target: { value: "company-secret" } });
    accessPortal();

    expect(await screen.findByRole("heading", { level: 1, name: "Quest Maths" })).toBeTruthy();
    expect(currentPath()).toBe("/advertiser/7");
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEYS.advertiserAuth) ?? "null")).toEqual({ appName: "Quest Maths", id: 7 });
  });

  it("opens the dashboard straight away for a visitor already authenticated for this portal", async () => {
    api.signIn(api.add(fakeAdvertiser()));
    renderApp("/advertiser/7");
    expect(await screen.findByRole("heading", { level: 1, name: "Quest Maths" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: ADVERTISER_TEXTS.accessPortal })).toBeNull();
  });

  it("says 'Error loading data...' when the portal's info cannot be read", async () => {
    api.add(fakeAdvertiser());
    api.answerOnce(advertiserCalls.portalInfo, () => Response.error());
    renderApp("/advertiser/7");
    expect(await screen.findByText(ADVERTISER_TEXTS.dashboardLoadFailed)).toBeTruthy();
    expect(screen.getByRole("link", { name: ADVERTISER_TEXTS.backToLogin })).toBeTruthy();
  });
});
