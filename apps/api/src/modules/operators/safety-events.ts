import { SAFETY_EVENTS_PAGE_SIZE } from "@kidsafe/contracts";
import type { AdminSafetyEvent, AdminSafetyEvents, AdminSafetyEventsQuery, UpdateSafetyEventStatusRequest } from "@kidsafe/contracts";
import type { SafetyEventRecord, SafetyEventsRepository } from "@kidsafe/db";
import { conflict, notFound } from "@kidsafe/server-kit";
import type { Clock } from "../../clock.ts";
import type { OperatorIdentity } from "../../http/access.ts";
import type { Audit } from "./audit.ts";

export const SAFETY_EVENT_TEXTS = {
  notFound: "There is no such safety event: it went with the child's account, or after the retention period.",
  already: (status: string) => `This safety event is already ${status}.`,
  backwards: "This safety event is already resolved: a resolved event does not go back to reviewed.",
} as const;

function toAdminSafetyEvent(event: SafetyEventRecord): AdminSafetyEvent {
  return {
    id: event.id,
    createdAt: event.createdAt.toISOString(),
    category: event.category,
    surface: event.surface,
    sessionId: event.sessionId,
    child: { id: event.userId, username: event.username },
    age: event.age,
    childMessage: event.childMessage,
    reply: event.reply,
    status: event.status,
    reviewedAt: event.reviewedAt?.toISOString() ?? null,
    reviewedBy: event.reviewedBy,
    resolvedAt: event.resolvedAt?.toISOString() ?? null,
    resolvedBy: event.resolvedBy,
    note: event.note,
  };
}

/** Audited without the note or the child's words: the audit log is kept for good, the events only for the retention period. */
export function createSafetyEvents({ events, audit, clock }: { events: SafetyEventsRepository; audit: Audit; clock: Clock }) {
  return {
    async list(query: AdminSafetyEventsQuery): Promise<AdminSafetyEvents> {
      const limit = query.limit ?? SAFETY_EVENTS_PAGE_SIZE;
      const page = await events.list({ status: query.status, category: query.category, before: query.before, limit });
      return { events: page.map(toAdminSafetyEvent), nextBefore: page.length === limit ? (page.at(-1)?.id ?? null) : null };
    },

    async setStatus(operator: OperatorIdentity, id: string, change: UpdateSafetyEventStatusRequest): Promise<AdminSafetyEvent> {
      const note = change.note === undefined || change.note === "" ? undefined : change.note;
      const result = await events.setStatus(id, { status: change.status, operatorId: operator.operatorId, note, at: clock() });
      if (result.outcome === "not_found") throw notFound(SAFETY_EVENT_TEXTS.notFound);
      if (result.outcome === "refused") {
        throw conflict(result.current === change.status ? SAFETY_EVENT_TEXTS.already(result.current) : SAFETY_EVENT_TEXTS.backwards);
      }
      await audit.record(operator, {
        action: change.status === "reviewed" ? "safety-event.review" : "safety-event.resolve",
        target: { type: "safety-event", id },
        before: { status: result.before.status },
        after: { status: result.event.status, noteGiven: note !== undefined },
      });
      return toAdminSafetyEvent(result.event);
    },
  };
}

export type SafetyEvents = ReturnType<typeof createSafetyEvents>;
