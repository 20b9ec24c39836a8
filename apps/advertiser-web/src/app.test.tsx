import { ADVERTISER_TEXTS, GENERAL_TEXTS, PRICING_BULLETS } from "@kidsafe/contracts";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { App } from "./app.tsx";

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
}

describe("advertiser app", () => {
  it("shows 'Advertise Your App' with every pricing bullet and a Get Started link to registration", async () => {
    renderAt("/advertise");
    expect(await screen.findByRole("heading", { level: 1, name: ADVERTISER_TEXTS.marketingTitle })).toBeTruthy();
    const pricing = screen.getByRole("region", { name: "Simple pricing" });
    const items = within(pricing)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(items).toEqual(PRICING_BULLETS.map((bullet) => `✓${bullet}`));
    expect(screen.getByRole("link", { name: ADVERTISER_TEXTS.getStarted }).getAttribute("href")).toBe("/advertiser-register");
  });

  it("shows the not-found page for pages that do not exist yet", async () => {
    renderAt("/advertiser-nowhere");
    expect(await screen.findByRole("heading", { name: GENERAL_TEXTS.notFound })).toBeTruthy();
  });
});
