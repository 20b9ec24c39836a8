import { ACCOUNT_STATE_TEXTS } from "@kidsafe/contracts";
import type { AccountState } from "@kidsafe/contracts";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AccountBanner } from "./account-banner.tsx";

function bannerFor(accountState: AccountState) {
  render(<AccountBanner accountState={accountState} />);
  return screen.getByText(ACCOUNT_STATE_TEXTS[accountState.state].title).closest("[role]");
}

describe("the account banner follows the account's real state", () => {
  it("says automatic billing is active, as a status, only for an active account", () => {
    const banner = bannerFor({ state: "active", reason: null });
    expect(banner?.getAttribute("role")).toBe("status");
    expect(banner?.textContent).toContain(ACCOUNT_STATE_TEXTS.active.text);
  });

  it.each([
    ["awaiting_upfront_payment", null, "once the $100 upfront fee is paid"],
    ["paused", "Reported by 3 different students within 7 days: paused until an operator reviews it.", "not shown to children"],
    ["paused", "The weekly safety check of the website failed: gambling content.", "until an operator has reviewed it"],
    ["overdue", null, "not shown in search results until your bill is paid"],
    ["cancelled", "This subscription has ended.", "no longer shown to children"],
  ] as const)("alerts '%s' with the server's reason (%s)", (state, reason, says) => {
    const banner = bannerFor({ state, reason });
    expect(banner?.getAttribute("role")).toBe("alert");
    expect(banner?.textContent).toContain(says);
    if (reason !== null) expect(banner?.textContent).toContain(reason);
    expect(banner?.textContent).not.toContain(ACCOUNT_STATE_TEXTS.active.title);
    expect(banner?.textContent).not.toContain("charged automatically");
  });
});
