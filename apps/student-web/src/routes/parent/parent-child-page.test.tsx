import { EVENT_SUMMARIES, FAMILY_INSIGHT_TEXTS, FAMILY_TEXTS, familyCalls, familyInsightCalls, PARENT_AREA_PATHS } from "@kidsafe/contracts";
import type { ChildDay, ChildSummary, FamilyRules, ParentProfile, ParentSafetyEvent } from "@kidsafe/contracts";
import { toastStore } from "@kidsafe/ui";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { apiServer, failure, json, onCall, requestLog } from "@kidsafe/ui/testing";
import { CHILD_DAY_COPY } from "../../features/parent/child-day/child-day-copy.ts";
import { PARENT_COPY } from "../../features/parent/parent-copy.ts";
import { renderApp } from "../../../test/render-app.tsx";

const PARENT: ParentProfile = { id: 5, email: "ana@example.com", emailVerified: true };
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const crisisEvent: ParentSafetyEvent = {
  id: "41",
  category: "self_harm",
  label: "Self-harm",
  crisis: true,
  createdAt: minutesAgo(5),
  surface: "chat",
  summary: EVENT_SUMMARIES.self_harm,
  childMessage: "i want to hurt myself",
  reply: "I'm really glad you told me. Please talk to a grown-up you trust.",
};

const lowerEvent: ParentSafetyEvent = {
  id: "40",
  category: "personal_data",
  label: "Personal data",
  crisis: false,
  createdAt: minutesAgo(90),
  surface: "overview",
  summary: EVENT_SUMMARIES.personal_data,
  childMessage: "my address is 12 Oak Street",
  reply: "Let's keep addresses private.",
};

const NO_RULES: FamilyRules = { featureLimits: {}, quietHours: [] };

function childDay(overrides: Partial<ChildDay> = {}): ChildDay {
  return {
    child: { id: 11, username: "milo", ageGroup: "child" },
    day: "2026-11-29",
    timeZone: "Europe/Paris",
    events: [crisisEvent, lowerEvent],
    today: [
      { feature: "chat", minutes: 12, uses: 30 },
      { feature: "games", minutes: 25, uses: 0 },
    ],
    week: [{ feature: "chat", minutes: 80, uses: 140 }],
    subjects: [{ subject: "Science", uses: 9 }],
    studyModeExits: 2,
    rules: { featureLimits: { chat: 30 }, quietHours: [] },
    transcriptsVisible: true,
    quietNow: false,
    ...overrides,
  };
}

/** A teen's day, as the server shapes it: no words of the child, no transcripts. */
const teenDay = () =>
  childDay({
    child: { id: 11, username: "milo", ageGroup: "teen" },
    events: [{ ...crisisEvent, childMessage: null, reply: null }],
    transcriptsVisible: false,
  });

let day: ChildDay;
let savedRules: FamilyRules[];

beforeEach(() => {
  day = childDay();
  savedRules = [];
  apiServer.use(
    onCall(familyCalls.parentMe, () => json(200, PARENT)),
    onCall(familyCalls.parentChildren, () => json(200, { children: [] satisfies ChildSummary[] })),
    onCall(familyInsightCalls.parentChildDay, ({ params }) =>
      Number(params.childId) === 11 ? json(200, day) : failure(404, FAMILY_TEXTS.notYourChild, "Not Found"),
    ),
    onCall(familyInsightCalls.parentSetFamilyRules, ({ body }) => {
      savedRules.push(body);
      return json(200, body);
    }),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  toastStore.dismiss();
});

const eventItem = (label: string) => screen.getByRole("heading", { name: label, level: 3 }).closest("li")!;

describe("a child's page in the parent area", () => {
  it("shows the week's safety events first, crisis ones marked, newest first, with the words of an under-13", async () => {
    renderApp(PARENT_AREA_PATHS.child(11));
    await screen.findByRole("heading", { name: CHILD_DAY_COPY.pageTitle("milo"), level: 1 });

    const sections = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(sections[0]).toBe(CHILD_DAY_COPY.eventsTitle);
    expect(sections).toEqual(expect.arrayContaining([CHILD_DAY_COPY.todayTitle, CHILD_DAY_COPY.weekTitle, CHILD_DAY_COPY.rulesTitle]));

    const labels = within(screen.getByRole("heading", { name: CHILD_DAY_COPY.eventsTitle }).closest("section")!)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(labels).toEqual(["Self-harm", "Personal data"]);
    expect(within(eventItem("Self-harm")).getByText(CHILD_DAY_COPY.crisis)).toBeTruthy();
    expect(within(eventItem("Personal data")).queryByText(CHILD_DAY_COPY.crisis)).toBeNull();
    expect(within(eventItem("Self-harm")).getByText(EVENT_SUMMARIES.self_harm)).toBeTruthy();
    expect(within(eventItem("Self-harm")).getByText("i want to hurt myself")).toBeTruthy();

    // Today's time against the limit, the week, subjects, study-mode exits and the transcripts.
    expect(screen.getByText(CHILD_DAY_COPY.minutesOfLimit(12, 30))).toBeTruthy();
    expect(screen.getByText("Science")).toBeTruthy();
    expect(screen.getByText(CHILD_DAY_COPY.studyModeExits(2))).toBeTruthy();
    expect(screen.getByRole("button", { name: PARENT_COPY.conversations.open })).toBeTruthy();
    expect(screen.getByRole("button", { name: CHILD_DAY_COPY.searches.open })).toBeTruthy();
  });

  it("shows a teen's events without the child's words, and says why there are no transcripts", async () => {
    day = teenDay();
    renderApp(PARENT_AREA_PATHS.child(11));
    await screen.findByRole("heading", { name: "Self-harm" });
    expect(within(eventItem("Self-harm")).getByText(EVENT_SUMMARIES.self_harm)).toBeTruthy();
    expect(screen.queryByText("i want to hurt myself")).toBeNull();
    expect(screen.queryByText(CHILD_DAY_COPY.childWrote)).toBeNull();
    expect(screen.getByText(FAMILY_INSIGHT_TEXTS.teenTranscripts)).toBeTruthy();
    expect(screen.queryByRole("button", { name: PARENT_COPY.conversations.open })).toBeNull();
    expect(screen.queryByRole("button", { name: CHILD_DAY_COPY.searches.open })).toBeNull();
  });

  it("opens the event an alert mail links to and scrolls it into view", async () => {
    const scrolled: Element[] = [];
    const original = Object.getOwnPropertyDescriptor(Element.prototype, "scrollIntoView");
    onTestFinished(() => {
      if (original) Object.defineProperty(Element.prototype, "scrollIntoView", original);
      else delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    renderApp(PARENT_AREA_PATHS.event(11, "40"));
    await screen.findByRole("heading", { name: "Personal data" });
    const target = eventItem("Personal data");
    expect(target.getAttribute("aria-current")).toBe("true");
    expect(target.querySelector("details")?.open).toBe(true);
    expect(eventItem("Self-harm").querySelector("details")?.open).toBe(false);
    expect(scrolled).toEqual([target]);
  });

  it("lists an under-13's searches on demand", async () => {
    apiServer.use(
      onCall(familyInsightCalls.parentChildSearches, () =>
        json(200, { searches: [{ query: "how do volcanoes work", createdAt: minutesAgo(3) }] }),
      ),
    );
    renderApp(PARENT_AREA_PATHS.child(11));
    fireEvent.click(await screen.findByRole("button", { name: CHILD_DAY_COPY.searches.open }));
    const dialog = await screen.findByRole("dialog", { name: CHILD_DAY_COPY.searches.title("milo") });
    expect(await within(dialog).findByText("how do volcanoes work")).toBeTruthy();
  });

  it("says plainly when the child is not linked to this parent", async () => {
    renderApp(PARENT_AREA_PATHS.child(12));
    expect((await screen.findByRole("alert")).textContent).toContain(FAMILY_TEXTS.notYourChild);
    expect(screen.getByRole("alert").textContent).not.toMatch(/404/);
  });
});

describe("the rules editor", () => {
  const rulesForm = () => screen.getByRole("heading", { name: CHILD_DAY_COPY.rulesTitle }).closest("form")!;
  const limitField = (feature: string) => within(rulesForm()).getByLabelText(CHILD_DAY_COPY.featureLimitLabel(feature));

  it("refuses a limit out of bounds and a window without days next to the fields, sending nothing", async () => {
    renderApp(PARENT_AREA_PATHS.child(11));
    await screen.findByRole("heading", { name: CHILD_DAY_COPY.rulesTitle });
    fireEvent.change(limitField("Games"), { target: { value: "0" } });
    fireEvent.click(within(rulesForm()).getByRole("button", { name: CHILD_DAY_COPY.addWindow }));
    const window = within(rulesForm()).getByRole("group", { name: CHILD_DAY_COPY.windowLabel(0) });
    for (const name of ["Sun", "Mon", "Tue", "Wed", "Thu"]) fireEvent.click(within(window).getByRole("button", { name }));
    const before = requestLog.length;
    fireEvent.click(within(rulesForm()).getByRole("button", { name: CHILD_DAY_COPY.saveRules }));

    expect(limitField("Games").getAttribute("aria-invalid")).toBe("true");
    expect(within(rulesForm()).getByText(FAMILY_INSIGHT_TEXTS.featureLimitRange)).toBeTruthy();
    expect(within(window).getByText(FAMILY_INSIGHT_TEXTS.quietHoursDays)).toBeTruthy();
    expect(within(rulesForm()).getByRole("alert").textContent).toBe(CHILD_DAY_COPY.checkFields);
    expect(requestLog.slice(before).filter((line) => line.startsWith("PUT"))).toEqual([]);
  });

  it("refuses a window that starts and ends at the same time", async () => {
    renderApp(PARENT_AREA_PATHS.child(11));
    await screen.findByRole("heading", { name: CHILD_DAY_COPY.rulesTitle });
    fireEvent.click(within(rulesForm()).getByRole("button", { name: CHILD_DAY_COPY.addWindow }));
    const window = within(rulesForm()).getByRole("group", { name: CHILD_DAY_COPY.windowLabel(0) });
    fireEvent.change(within(window).getByLabelText(CHILD_DAY_COPY.end), { target: { value: "21:00" } });
    fireEvent.click(within(rulesForm()).getByRole("button", { name: CHILD_DAY_COPY.saveRules }));
    expect(within(window).getByText(FAMILY_INSIGHT_TEXTS.quietHoursSameTimes)).toBeTruthy();
    expect(savedRules).toEqual([]);
  });

  it("saves limits per feature and quiet-hours windows as one PUT", async () => {
    day = childDay({ rules: NO_RULES });
    renderApp(PARENT_AREA_PATHS.child(11));
    await screen.findByRole("heading", { name: CHILD_DAY_COPY.rulesTitle });
    fireEvent.change(limitField("Chat"), { target: { value: "10" } });
    fireEvent.change(limitField("Drawing"), { target: { value: " 45 " } });
    fireEvent.click(within(rulesForm()).getByRole("button", { name: CHILD_DAY_COPY.addWindow }));
    fireEvent.click(within(rulesForm()).getByRole("button", { name: CHILD_DAY_COPY.addWindow }));
    const first = within(rulesForm()).getByRole("group", { name: CHILD_DAY_COPY.windowLabel(0) });
    const second = within(rulesForm()).getByRole("group", { name: CHILD_DAY_COPY.windowLabel(1) });
    // The first: Saturday added, Monday taken off; the second removed again.
    fireEvent.click(within(first).getByRole("button", { name: "Sat" }));
    fireEvent.click(within(first).getByRole("button", { name: "Mon" }));
    fireEvent.change(within(first).getByLabelText(CHILD_DAY_COPY.start), { target: { value: "20:30" } });
    fireEvent.click(within(second).getByRole("button", { name: CHILD_DAY_COPY.removeWindow }));
    fireEvent.click(within(rulesForm()).getByRole("button", { name: CHILD_DAY_COPY.saveRules }));

    await waitFor(() => expect(savedRules).toHaveLength(1));
    expect(savedRules[0]).toEqual({
      featureLimits: { chat: 10, search: null, voice: null, games: null, drawing: 45 },
      quietHours: [{ days: [0, 2, 3, 4, 6], start: "20:30", end: "07:00" }],
    });
    expect(await screen.findByText(CHILD_DAY_COPY.rulesSaved)).toBeTruthy();
    // Today's bar now measures chat against the new limit.
    expect(screen.getByText(CHILD_DAY_COPY.minutesOfLimit(12, 10))).toBeTruthy();
  });

  it("shows the server's refusal next to the field it names, without a status code", async () => {
    apiServer.use(
      onCall(familyInsightCalls.parentSetFamilyRules, () =>
        json(400, {
          statusCode: 400,
          error: "Bad Request",
          message: FAMILY_INSIGHT_TEXTS.quietHoursTime,
          fieldErrors: { "quietHours.0.start": FAMILY_INSIGHT_TEXTS.quietHoursTime },
        }),
      ),
    );
    renderApp(PARENT_AREA_PATHS.child(11));
    await screen.findByRole("heading", { name: CHILD_DAY_COPY.rulesTitle });
    fireEvent.click(within(rulesForm()).getByRole("button", { name: CHILD_DAY_COPY.addWindow }));
    fireEvent.click(within(rulesForm()).getByRole("button", { name: CHILD_DAY_COPY.saveRules }));
    const window = within(rulesForm()).getByRole("group", { name: CHILD_DAY_COPY.windowLabel(0) });
    expect(await within(window).findByText(FAMILY_INSIGHT_TEXTS.quietHoursTime)).toBeTruthy();
    expect(within(window).getByLabelText(CHILD_DAY_COPY.start).getAttribute("aria-invalid")).toBe("true");
    expect(rulesForm().textContent).not.toMatch(/400/);
  });
});
