import { adminOperationsCalls } from "@kidsafe/contracts";
import type { AuditEntry } from "@kidsafe/contracts";
import { apiServer, json, onCall, requestLog } from "@kidsafe/ui/testing";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render-app.tsx";
import { formatFullTime } from "../../lib/format.ts";
import { AUDIT_COPY as COPY } from "./audit-log.tsx";

function entry(id: number): AuditEntry {
  return {
    id: String(id),
    at: `2026-11-${String(10 + id).padStart(2, "0")}T09:30:00.000Z`,
    operator: "admin",
    action: "advertiser.pause",
    targetType: "advertiser",
    targetId: "7",
    before: { pausedAt: null },
    after: { pauseReason: "Checking the report" },
  };
}

describe("the audit log", () => {
  it("shows a page of entries with one-line dates (the whole moment in the tooltip) and loads older ones", async () => {
    apiServer.use(
      onCall(adminOperationsCalls.adminAudit, ({ query }) =>
        query.before === undefined
          ? json(200, { entries: [entry(4), entry(3)], nextBefore: "3" })
          : json(200, { entries: [entry(2), entry(1)], nextBefore: null }),
      ),
    );
    renderApp("/admin/audit");
    const table = await screen.findByRole("table", { name: COPY.caption });
    const time = within(table).getAllByRole("row")[1]?.querySelector("time");
    expect(time?.getAttribute("dateTime")).toBe(entry(4).at);
    expect(time?.getAttribute("title")).toBe(formatFullTime(entry(4).at));
    expect(time?.textContent).not.toContain("\n");
    fireEvent.click(screen.getByRole("button", { name: COPY.older }));
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(5));
    expect(requestLog).toContain("GET /api/admin/audit?before=3");
    expect(screen.queryByRole("button", { name: COPY.older })).toBeNull();
  });
});
