import { SAFETY_EVENT_CATEGORY_LABELS, adminCalls, safetyEventCalls } from "@kidsafe/contracts";
import type { AdminSafetyEvent, AdminSafetyEvents, UpdateSafetyEventStatusRequest } from "@kidsafe/contracts";
import { createQueryClient } from "@kidsafe/ui";
import { apiServer, failure, json, onCall, requestLog } from "@kidsafe/ui/testing";
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { App } from "../../app.tsx";
import { SAFETY_EVENTS_COPY as COPY } from "./safety-events-copy.ts";

const CRISIS_REPLY = "You matter. Please tell a grown-up you trust right now. You can call or text 988.";

function safetyEvent(id: string, overrides: Partial<AdminSafetyEvent> = {}): AdminSafetyEvent {
  return {
    id,
    createdAt: "2026-11-29T09:00:00.000Z",
    category: "self_harm",
    surface: "chat",
    sessionId: "1764406800000-crisis01",
    child: { id: 7, username: "sunny_kid" },
    age: 10,
    childMessage: "I want to kill myself",
    reply: CRISIS_REPLY,
    status: "new",
    reviewedAt: null,
    reviewedBy: null,
    resolvedAt: null,
    resolvedBy: null,
    note: null,
    ...overrides,
  };
}

/** The API over a list of events: filters like the server, moves them forward, refuses a move back with its 409. */
function serveEvents(events: AdminSafetyEvent[]) {
  const moves: Array<{ id: string; body: UpdateSafetyEventStatusRequest }> = [];
  apiServer.use(
    onCall(safetyEventCalls.adminSafetyEvents, ({ query }) => {
      const shown = events.filter(
        (event) =>
          (query.status === undefined || event.status === query.status) && (query.category === undefined || event.category === query.category),
      );
      const answer: AdminSafetyEvents = { events: shown, nextBefore: null };
      return json(200, answer);
    }),
    onCall(safetyEventCalls.adminUpdateSafetyEventStatus, ({ params, body }) => {
      moves.push({ id: String(params.id), body });
      const index = events.findIndex((event) => event.id === params.id);
      const event = events[index];
      if (!event) return failure(404, "There is no such safety event.");
      if (event.status === "resolved")
        return failure(409, "This safety event is already resolved: a resolved event does not go back to reviewed.");
      const moved = { ...event, status: body.status, note: body.note ?? event.note };
      events[index] = moved;
      return json(200, moved);
    }),
  );
  return moves;
}

function renderPage() {
  apiServer.use(onCall(adminCalls.adminMe, () => json(200, { username: "admin", totpEnabled: false })));
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={["/admin/safety-events"]}>
        <App />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const item = (id: string) => screen.findByRole("listitem", { name: COPY.itemLabel(id) });

describe("the safety events page", () => {
  it("asks for new events first and shows each one's category, surface, age, time, the exchange and its status", async () => {
    serveEvents([
      safetyEvent("12", {
        category: "personal_data",
        surface: "voice",
        age: null,
        childMessage: "I live at [address]",
        reply: "Let's keep your address private.",
      }),
      safetyEvent("11"),
    ]);
    renderPage();
    const list = await screen.findByRole("list", { name: COPY.listLabel });
    expect(requestLog).toContain("GET /api/admin/safety-events?status=new");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((entry) => entry.getAttribute("aria-label")),
    ).toEqual([COPY.itemLabel("12"), COPY.itemLabel("11")]);

    const crisis = await item("11");
    expect(crisis.textContent).toContain(SAFETY_EVENT_CATEGORY_LABELS.self_harm);
    expect(within(crisis).getByText(COPY.crisis)).toBeTruthy();
    expect(crisis.textContent).toContain("Chat");
    expect(crisis.textContent).toContain("Age 10");
    expect(within(crisis).getByText("New")).toBeTruthy();
    expect(crisis.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-29T09:00:00.000Z");
    expect(crisis.textContent).toContain(COPY.child("sunny_kid"));
    expect(within(crisis).getByText(COPY.childWrote).nextElementSibling?.textContent).toBe("I want to kill myself");
    expect(within(crisis).getByText(COPY.productAnswered).nextElementSibling?.textContent).toBe(CRISIS_REPLY);

    const personal = await item("12");
    expect(personal.textContent).toContain(SAFETY_EVENT_CATEGORY_LABELS.personal_data);
    expect(within(personal).queryByText(COPY.crisis)).toBeNull();
    expect(personal.textContent).toContain("Voice");
    expect(personal.textContent).toContain("Age: smart adapt");
  });

  it("marks an event reviewed with a note and resolves another, each then leaving the new events", async () => {
    const moves = serveEvents([safetyEvent("21"), safetyEvent("22", { category: "grooming", childMessage: "a man online wants my photo" })]);
    renderPage();
    const first = await item("21");
    fireEvent.change(within(first).getByLabelText(COPY.noteField), { target: { value: "Called the school's safeguarding lead" } });
    fireEvent.click(within(first).getByRole("button", { name: COPY.markReviewed }));
    expect(await screen.findByText(COPY.moved("reviewed"))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("listitem", { name: COPY.itemLabel("21") })).toBeNull());

    fireEvent.click(within(await item("22")).getByRole("button", { name: COPY.resolve }));
    expect(await screen.findByText(COPY.moved("resolved"))).toBeTruthy();
    expect(await screen.findByText(COPY.empty("new"))).toBeTruthy();
    expect(moves).toEqual([
      { id: "21", body: { status: "reviewed", note: "Called the school's safeguarding lead" } },
      { id: "22", body: { status: "resolved" } },
    ]);

    // Every status: both events, the reviewed one with its note and only Resolve left, the resolved one with no buttons.
    fireEvent.change(screen.getByLabelText(COPY.status), { target: { value: "" } });
    const reviewed = await item("21");
    expect(within(reviewed).getByText(COPY.note).nextElementSibling?.textContent).toBe("Called the school's safeguarding lead");
    expect(within(reviewed).queryByRole("button", { name: COPY.markReviewed })).toBeNull();
    expect(within(reviewed).getByRole("button", { name: COPY.resolve })).toBeTruthy();
    expect(within(await item("22")).queryByRole("button")).toBeNull();
  });

  it("shows the API's message when a change is refused", async () => {
    // Resolved by another operator meanwhile: the page still shows it as reviewed.
    serveEvents([safetyEvent("31", { status: "resolved" })]);
    apiServer.use(
      onCall(safetyEventCalls.adminSafetyEvents, () => json(200, { events: [safetyEvent("31", { status: "reviewed" })], nextBefore: null }), {
        once: true,
      }),
    );
    renderPage();
    fireEvent.click(within(await item("31")).getByRole("button", { name: COPY.resolve }));
    const alert = await within(await item("31")).findByRole("alert");
    expect(alert.textContent).toContain(COPY.changeFailed);
    expect(alert.textContent).toContain("This safety event is already resolved: a resolved event does not go back to reviewed.");
  });

  it("asks for the status and category the operator picks, and pages to older events", async () => {
    const pages: Record<string, AdminSafetyEvents> = {
      first: { events: [safetyEvent("42", { category: "abuse" })], nextBefore: "42" },
      older: { events: [safetyEvent("41", { category: "abuse", status: "reviewed" })], nextBefore: null },
    };
    apiServer.use(onCall(safetyEventCalls.adminSafetyEvents, ({ query }) => json(200, query.before === "42" ? pages.older : pages.first)));
    renderPage();
    await item("42");
    fireEvent.change(screen.getByLabelText(COPY.category), { target: { value: "abuse" } });
    fireEvent.change(screen.getByLabelText(COPY.status), { target: { value: "" } });
    await waitFor(() => expect(requestLog).toContain("GET /api/admin/safety-events?category=abuse"));
    fireEvent.click(await screen.findByRole("button", { name: COPY.older }));
    expect(await item("41")).toBeTruthy();
    expect(requestLog).toContain("GET /api/admin/safety-events?category=abuse&before=42");
    expect(screen.queryByRole("button", { name: COPY.older })).toBeNull();
  });

  it("says so when nothing waits, and shows the server's message when the events cannot be read", async () => {
    let calls = 0;
    apiServer.use(
      onCall(safetyEventCalls.adminSafetyEvents, () =>
        ++calls === 1 ? json(200, { events: [], nextBefore: null }) : failure(503, "The database is restarting: please try again in a minute."),
      ),
    );
    renderPage();
    expect(await screen.findByText(COPY.empty("new"))).toBeTruthy();
    expect(screen.queryByRole("list", { name: COPY.listLabel })).toBeNull();
    fireEvent.change(screen.getByLabelText(COPY.status), { target: { value: "resolved" } });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(COPY.failed);
    expect(alert.textContent).toContain("The database is restarting: please try again in a minute.");
  });

  it("is in the console's navigation", async () => {
    serveEvents([]);
    renderPage();
    const link = await screen.findByRole("link", { name: COPY.title });
    expect(link.getAttribute("aria-current")).toBe("page");
  });
});
