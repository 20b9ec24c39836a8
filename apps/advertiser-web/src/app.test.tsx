import { ADVERTISER_TEXTS, GENERAL_TEXTS, PRICING_BULLETS } from "@kidsafe/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { currentPath, renderApp } from "./testing/render-app.tsx";

describe("advertiser app", () => {
  it("shows 'Advertise Your App' with every pricing bullet, and Get Started leads through /advertiser to the registration form", async () => {
    renderApp("/advertise");
    expect(await screen.findByRole("heading", { level: 1, name: ADVERTISER_TEXTS.marketingTitle })).toBeTruthy();
    const pricing = screen.getByRole("region", { name: "Simple pricing" });
    const items = within(pricing)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(items).toEqual(PRICING_BULLETS.map((bullet) => `✓${bullet}`));

    const getStarted = screen.getByRole("link", { name: ADVERTISER_TEXTS.getStarted });
    expect(getStarted.getAttribute("href")).toBe("/advertiser");
    fireEvent.click(getStarted);
    expect(await screen.findByRole("heading", { name: "Register Your App" })).toBeTruthy();
    expect(currentPath()).toBe("/advertiser-register");
  });

  it("shows the not-found page for an address that is no page", async () => {
    renderApp("/advertiser-nowhere");
    expect(await screen.findByRole("heading", { name: GENERAL_TEXTS.notFound })).toBeTruthy();
  });
});
