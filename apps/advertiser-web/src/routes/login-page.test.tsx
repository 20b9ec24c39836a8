import { ADVERTISER_TEXTS, SESSION_STORAGE_KEYS } from "@kidsafe/contracts";
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

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const login = () => fireEvent.click(screen.getByRole("button", { name: ADVERTISER_TEXTS.loginButton }));

describe("the advertiser login page (seed 001 §2)", () => {
  it("links to registration, back to the chat and to the privacy policy", async () => {
    renderApp("/advertiser-login");
    await screen.findByRole("button", { name: ADVERTISER_TEXTS.loginButton });
    expect(screen.getByRole("link", { name: "Register your app" }).getAttribute("href")).toBe("/advertiser-register");
    expect(screen.getByRole("link", { name: "Back to Chat" }).getAttribute("href")).toBe("/chat");
    expect(screen.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy-policy");
  });

  it("names the empty fields and sends nothing", async () => {
    renderApp("/advertiser-login");
    await screen.findByRole("button", { name: ADVERTISER_TEXTS.loginButton });
    login();
    expect(screen.getByText(ADVERTISER_TEXTS.appNameRequired)).toBeTruthy();
    expect(screen.getByText(ADVERTISER_TEXTS.passwordRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(ADVERTISER_TEXTS.appNameLabel));
    expect(requestLog).toEqual([]);
  });

  it("says 'Login Failed' / 'Invalid app name or password' for a wrong password and stays", async () => {
    api.add(fakeAdvertiser());
    renderApp("/advertiser-login");
    await screen.findByRole("button", { name: ADVERTISER_TEXTS.loginButton });
    type(ADVERTISER_TEXTS.appNameLabel, "Quest Maths");
    type(ADVERTISER_TEXTS.companyPasswordLabel, "wrong");
    login();

    await waitFor(() => expect(queryToast(ADVERTISER_TEXTS.loginFailedTitle)).not.toBeNull());
    expect(screen.getByText(ADVERTISER_TEXTS.invalidCredentials)).toBeTruthy();
    expect(currentPath()).toBe("/advertiser-login");
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.advertiserAuth)).toBeNull();
  });

  it("keeps {appName, id} as advertiserAuth and opens the advertiser's dashboard", async () => {
    const advertiser = api.add(fakeAdvertiser({ id: 12, appName: "Quest Maths" }));
    renderApp("/advertiser-login");
    await screen.findByRole("button", { name: ADVERTISER_TEXTS.loginButton });
    type(ADVERTISER_TEXTS.appNameLabel, "quest maths");
    type(ADVERTISER_TEXTS.companyPasswordLabel, advertiser.password);
    login();
    expect(screen.getByRole("button", { name: ADVERTISER_TEXTS.loginButton }).hasAttribute("disabled")).toBe(true);

    expect(await screen.findByRole("heading", { level: 1, name: "Quest Maths" })).toBeTruthy();
    expect(currentPath()).toBe("/advertiser/12");
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEYS.advertiserAuth) ?? "null")).toEqual({ appName: "Quest Maths", id: 12 });
  });
});
