import { adminCalls, adminModerationCalls } from "@kidsafe/contracts";
import type { AdminBlockedAnswers } from "@kidsafe/contracts";
import { createQueryClient } from "@kidsafe/ui";
import { apiServer, failure, json, onCall, requestLog } from "@kidsafe/ui/testing";
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { App } from "../../app.tsx";
import { BLOCKED_ANSWERS_COPY as COPY } from "./blocked-answers-copy.ts";

const CATEGORIES = [
  { category: "self_harm", label: "self-harm or suicide" },
  { category: "gambling", label: "gambling" },
  { category: "unverified", label: "no verdict (held for review)" },
];

/** What the API answers for a range, with `blocked` as day -> category -> count. */
function answer(from: string, to: string, days: string[], blocked: Record<string, Record<string, number>> = {}): AdminBlockedAnswers {
  const rows = days.map((day) => {
    const counts = Object.fromEntries(CATEGORIES.map(({ category }) => [category, blocked[day]?.[category] ?? 0]));
    return { day, counts, total: Object.values(counts).reduce((sum, count) => sum + count, 0) };
  });
  const categories = CATEGORIES.map((column) => ({ ...column, total: rows.reduce((sum, row) => sum + (row.counts[column.category] ?? 0), 0) }));
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  return {
    from,
    to,
    surface: null,
    categories,
    days: rows,
    surfaces: [
      { surface: "chat", total },
      { surface: "followup", total: 0 },
      { surface: "overview", total: 0 },
      { surface: "voice", total: 0 },
    ],
    total,
  };
}

function renderPage() {
  apiServer.use(onCall(adminCalls.adminMe, () => json(200, { username: "admin", totpEnabled: false })));
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={["/admin/blocked-answers"]}>
        <App />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("the blocked answers page", () => {
  it("shows days as rows and the rubric's categories as columns, with totals, in a captioned table", async () => {
    apiServer.use(
      onCall(adminModerationCalls.adminBlockedAnswers, () =>
        json(
          200,
          answer("2026-11-24", "2026-11-26", ["2026-11-26", "2026-11-25", "2026-11-24"], {
            "2026-11-26": { gambling: 2, unverified: 1 },
            "2026-11-24": { self_harm: 1 },
          }),
        ),
      ),
    );
    renderPage();
    const table = await screen.findByRole("table", { name: COPY.caption("2026-11-24", "2026-11-26") });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual([COPY.day, "Self-harm or suicide", "Gambling", "No verdict (held for review)", COPY.total]);
    const cellsOf = (name: string) =>
      within(within(table).getByRole("row", { name: new RegExp(`^${name}`) }))
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
    expect(cellsOf("2026-11-26")).toEqual(["0", "2", "1", "3"]);
    expect(cellsOf("2026-11-25")).toEqual(["0", "0", "0", "0"]);
    expect(cellsOf("2026-11-24")).toEqual(["1", "0", "0", "1"]);
    expect(cellsOf(COPY.total)).toEqual(["1", "2", "1", "4"]);
    expect(screen.getByRole("heading", { name: COPY.surfaces })).toBeTruthy();
    // The fields show the range the server chose.
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(COPY.from).value).toBe("2026-11-24"));
    expect(screen.getByLabelText<HTMLInputElement>(COPY.to).value).toBe("2026-11-26");
  });

  it("asks for the range and surface the operator picks", async () => {
    apiServer.use(
      onCall(adminModerationCalls.adminBlockedAnswers, ({ query }) =>
        json(200, answer(query.from ?? "2026-11-13", query.to ?? "2026-11-26", [query.to ?? "2026-11-26"], { "2026-11-02": { gambling: 1 } })),
      ),
    );
    renderPage();
    await screen.findByText(COPY.empty("2026-11-13", "2026-11-26"));
    fireEvent.change(screen.getByLabelText(COPY.from), { target: { value: "2026-11-01" } });
    fireEvent.change(screen.getByLabelText(COPY.to), { target: { value: "2026-11-02" } });
    fireEvent.change(screen.getByLabelText(COPY.surface), { target: { value: "voice" } });
    fireEvent.click(screen.getByRole("button", { name: COPY.show }));
    expect(await screen.findByRole("table", { name: COPY.caption("2026-11-01", "2026-11-02") })).toBeTruthy();
    expect(requestLog).toContain("GET /api/admin/moderation/blocked-answers?from=2026-11-01&to=2026-11-02&surface=voice");
  });

  it("says so when nothing was blocked, and shows the server's message when the counts cannot be read", async () => {
    let calls = 0;
    apiServer.use(
      onCall(adminModerationCalls.adminBlockedAnswers, () =>
        ++calls === 1
          ? json(200, answer("2026-11-13", "2026-11-26", ["2026-11-26"]))
          : failure(400, "from (2026-11-26) is after to (2026-11-20): give the earlier day as from."),
      ),
    );
    renderPage();
    expect(await screen.findByText(COPY.empty("2026-11-13", "2026-11-26"))).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    fireEvent.change(screen.getByLabelText(COPY.from), { target: { value: "2026-11-26" } });
    fireEvent.change(screen.getByLabelText(COPY.to), { target: { value: "2026-11-20" } });
    fireEvent.click(screen.getByRole("button", { name: COPY.show }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(COPY.failed);
    expect(alert.textContent).toContain("from (2026-11-26) is after to (2026-11-20): give the earlier day as from.");
  });

  it("is in the console's navigation", async () => {
    apiServer.use(onCall(adminModerationCalls.adminBlockedAnswers, () => json(200, answer("2026-11-13", "2026-11-26", ["2026-11-26"]))));
    renderPage();
    const link = await screen.findByRole("link", { name: COPY.title });
    expect(link.getAttribute("aria-current")).toBe("page");
  });
});
