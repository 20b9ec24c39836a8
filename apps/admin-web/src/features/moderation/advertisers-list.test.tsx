import { adminModerationCalls } from "@kidsafe/contracts";
import type { AdminAdvertiser } from "@kidsafe/contracts";
import { apiServer, json, onCall, requestLog } from "@kidsafe/ui/testing";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render-app.tsx";
import { ADVERTISERS_COPY as COPY } from "./advertisers-copy.ts";

function advertiser(id: number, overrides: Partial<AdminAdvertiser> = {}): AdminAdvertiser {
  return {
    id,
    appName: `App ${String(id)}`,
    appUrl: `https://app${String(id)}.example.org/a/very/long/path/that/would/push/the/page/wider`,
    status: "active",
    upfrontPaid: true,
    overdue: false,
    pausedAt: null,
    pauseReason: null,
    blacklisted: false,
    impressionsThisWeek: 12,
    lastSafety: null,
    ...overrides,
  };
}

/** Two pages of advertisers (by offset), and what each action was sent with. */
function serveAdvertisers(total: number, pageSize = 3) {
  const actions: Array<{ action: string; id: number; reason?: string }> = [];
  const all = Array.from({ length: total }, (_, index) => advertiser(total - index));
  apiServer.use(
    onCall(adminModerationCalls.adminAdvertisers, ({ query }) => {
      const offset = Number(query.offset ?? 0);
      const next = offset + pageSize;
      return json(200, { advertisers: all.slice(offset, next), nextOffset: next < all.length ? next : null });
    }),
    onCall(adminModerationCalls.adminPauseAdvertiser, ({ params, body }) => {
      actions.push({ action: "pause", id: Number(params.id), reason: body.reason });
      return json(200, { ok: true });
    }),
    onCall(adminModerationCalls.adminEndAdvertiser, ({ params, body }) => {
      actions.push({ action: "end", id: Number(params.id), reason: body.reason });
      return json(200, { urlBlacklisted: true });
    }),
  );
  return actions;
}

async function openActions(app: string) {
  const trigger = await screen.findByRole("button", { name: COPY.actionsFor(app) });
  fireEvent.keyDown(trigger, { key: "Enter" });
}

describe("the advertisers table", () => {
  it("shows a page of advertisers in a table, one row each, and loads the next page on request", async () => {
    serveAdvertisers(5);
    renderApp("/admin/advertisers");
    const table = await screen.findByRole("table", { name: COPY.caption });
    expect(
      within(table)
        .getAllByRole("row", { name: /^App \d/ })
        .map((row) => row.getAttribute("aria-label")),
    ).toEqual(["App 5", "App 4", "App 3"]);
    expect(screen.getByRole("region", { name: `${COPY.caption} (scrolls)` }).contains(table)).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: COPY.more }));
    await waitFor(() => expect(within(table).getAllByRole("row", { name: /^App \d/ })).toHaveLength(5));
    expect(requestLog).toContain("GET /api/admin/advertisers?offset=3");
    expect(screen.queryByRole("button", { name: COPY.more })).toBeNull();
  });

  it("keeps the actions in a row menu, and ends an account only after a dialog says what it does and gets a reason", async () => {
    const actions = serveAdvertisers(2);
    renderApp("/admin/advertisers");
    expect(screen.queryByRole("button", { name: COPY.end })).toBeNull();
    await openActions("App 2");
    const items = await screen.findAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual([COPY.pause, COPY.recheck, COPY.end]);
    fireEvent.click(screen.getByRole("menuitem", { name: COPY.end }));
    const dialog = await screen.findByRole("dialog", { name: COPY.endTitle("App 2") });
    expect(within(dialog).getByText(COPY.endConsequence)).toBeTruthy();
    const confirm = within(dialog).getByRole("button", { name: COPY.endConfirm });
    expect(confirm).toHaveProperty("disabled", true);
    expect(actions).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(COPY.reason), { target: { value: "Shows gambling ads" } });
    fireEvent.click(confirm);
    await waitFor(() => expect(actions).toEqual([{ action: "end", id: 2, reason: "Shows gambling ads" }]));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("does nothing when the operator cancels the dialog", async () => {
    const actions = serveAdvertisers(1);
    renderApp("/admin/advertisers");
    await openActions("App 1");
    fireEvent.click(await screen.findByRole("menuitem", { name: COPY.pause }));
    const dialog = await screen.findByRole("dialog", { name: COPY.pauseTitle("App 1") });
    fireEvent.change(within(dialog).getByLabelText(COPY.reason), { target: { value: "Checking" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(actions).toEqual([]);
  });
});
