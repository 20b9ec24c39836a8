// The texts of the safety events page (the operators' review queue of what children's own words said).
import { SAFETY_EVENT_RETENTION_DAYS } from "@kidsafe/contracts";
import type { ModerationSurfaceValue, SafetyEventStatusValue } from "@kidsafe/contracts";

export const SAFETY_EVENTS_COPY = {
  title: "Safety events",
  intro:
    "Children's own words that were a crisis (self-harm, abuse at home, an adult asking for photos, secrets or a meeting), gave personal details away, or asked for something harmful, with what KidSafe answered. Personal details are masked.",
  retention: `Each event is deleted ${String(SAFETY_EVENT_RETENTION_DAYS)} days after it was recorded, and at once with the child's account.`,
  status: "Status",
  category: "Category",
  everyStatus: "Every status",
  everyCategory: "Every category",
  listLabel: "Safety events, newest first",
  itemLabel: (id: string) => `Safety event ${id}`,
  crisis: "Crisis",
  child: (username: string) => `Child: ${username}`,
  age: (age: number | null) => (age === null ? "Age: smart adapt" : `Age ${String(age)}`),
  childWrote: "The child wrote",
  productAnswered: "KidSafe answered",
  note: "Note",
  noteField: "Note (optional)",
  reviewedBy: (who: string | null, when: string) => `Reviewed by ${who ?? "a removed operator"}, ${when}`,
  resolvedBy: (who: string | null, when: string) => `Resolved by ${who ?? "a removed operator"}, ${when}`,
  markReviewed: "Mark reviewed",
  resolve: "Resolve",
  moved: (status: SafetyEventStatusValue) => (status === "reviewed" ? "Safety event marked reviewed" : "Safety event resolved"),
  changeFailed: "The safety event could not be changed",
  loading: "Loading safety events…",
  failed: "The safety events could not be loaded",
  older: "Show older events",
  empty: (status: SafetyEventStatusValue | undefined) =>
    status === "new"
      ? "No new safety events: nothing is waiting for review."
      : status === undefined
        ? `No safety events in the last ${String(SAFETY_EVENT_RETENTION_DAYS)} days.`
        : `No ${status} safety events.`,
} as const;

export const SAFETY_EVENT_STATUS_LABELS: Readonly<Record<SafetyEventStatusValue, string>> = {
  new: "New",
  reviewed: "Reviewed",
  resolved: "Resolved",
};

/** Where the child was: the surface of the exchange. */
export const SAFETY_EVENT_SURFACE_LABELS: Readonly<Record<ModerationSurfaceValue, string>> = {
  chat: "Chat",
  followup: "Search follow-up",
  overview: "Search",
  voice: "Voice",
};
