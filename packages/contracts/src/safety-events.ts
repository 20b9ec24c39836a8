import { z } from "zod";
import { ModerationSurface } from "./admin-moderation.ts";
import { IsoDateTime, idField } from "./common.ts";
import { defineCall } from "./http.ts";

/** Crisis categories first: a person must see these soon. */
export const CRISIS_CATEGORIES = ["self_harm", "abuse", "grooming"] as const;
export type CrisisCategory = (typeof CRISIS_CATEGORIES)[number];

export const SAFETY_EVENT_CATEGORIES = [...CRISIS_CATEGORIES, "personal_data", "harmful_request"] as const;
export type SafetyEventCategoryValue = (typeof SAFETY_EVENT_CATEGORIES)[number];

export const SAFETY_EVENT_CATEGORY_LABELS: Readonly<Record<SafetyEventCategoryValue, string>> = {
  self_harm: "Self-harm or suicidal thoughts",
  abuse: "Abuse at home",
  grooming: "An adult asking for photos, secrets or a meeting",
  personal_data: "Personal details given away",
  harmful_request: "A request for harmful content",
};

export const isCrisisCategory = (category: string): category is CrisisCategory => (CRISIS_CATEGORIES as readonly string[]).includes(category);

export const SAFETY_EVENT_STATUSES = ["new", "reviewed", "resolved"] as const;
export type SafetyEventStatusValue = (typeof SAFETY_EVENT_STATUSES)[number];

/** docs/safety.md says why. */
export const SAFETY_EVENT_RETENTION_DAYS = 90;

export const SAFETY_EVENTS_PAGE_SIZE = 50;
export const SAFETY_EVENTS_PAGE_MAX = 100;
export const SAFETY_EVENT_NOTE_MAX_LENGTH = 1000;
export const SAFETY_EVENT_TEXT_MAX_LENGTH = 4000;

export const SAFETY_EVENT_NEXT_STATUSES: Readonly<Record<SafetyEventStatusValue, readonly SafetyEventStatusValue[]>> = {
  new: ["reviewed", "resolved"],
  reviewed: ["resolved"],
  resolved: [],
};

export const SafetyEventCategory = z.enum(SAFETY_EVENT_CATEGORIES, {
  error: `category must be one of: ${SAFETY_EVENT_CATEGORIES.join(", ")}`,
});
export const SafetyEventStatus = z.enum(SAFETY_EVENT_STATUSES, { error: `status must be one of: ${SAFETY_EVENT_STATUSES.join(", ")}` });

/** At most 18 digits, so every one fits PostgreSQL's bigint. */
function safetyEventId(field: string) {
  const message = `${field} must be the id of a safety event: a positive whole number`;
  return z.string({ error: message }).regex(/^[1-9]\d{0,17}$/, message);
}

const limitMessage = `limit must be a whole number from 1 to ${String(SAFETY_EVENTS_PAGE_MAX)}`;

export const AdminSafetyEventsQuery = z.strictObject({
  status: SafetyEventStatus.optional(),
  category: SafetyEventCategory.optional(),
  before: safetyEventId("before").optional(),
  limit: z
    .union(
      [
        z.number({ error: limitMessage }),
        z
          .string({ error: limitMessage })
          .regex(/^\d{1,3}$/, limitMessage)
          .transform(Number),
      ],
      {
        error: limitMessage,
      },
    )
    .pipe(z.number().int(limitMessage).min(1, limitMessage).max(SAFETY_EVENTS_PAGE_MAX, limitMessage))
    .optional(),
});
export type AdminSafetyEventsQuery = z.infer<typeof AdminSafetyEventsQuery>;

export const AdminSafetyEvent = z.object({
  id: z.string(),
  createdAt: IsoDateTime,
  category: SafetyEventCategory,
  surface: ModerationSurface,
  /** Null for a search's overview. */
  sessionId: z.string().nullable(),
  child: z.object({ id: idField("Child id"), username: z.string() }),
  age: z.number().int().min(1).max(18).nullable(),
  /** Personal details masked. */
  childMessage: z.string(),
  reply: z.string(),
  status: SafetyEventStatus,
  reviewedAt: IsoDateTime.nullable(),
  /** Null when that operator's account is gone. */
  reviewedBy: z.string().nullable(),
  resolvedAt: IsoDateTime.nullable(),
  resolvedBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type AdminSafetyEvent = z.infer<typeof AdminSafetyEvent>;

export const AdminSafetyEvents = z.object({
  events: z.array(AdminSafetyEvent),
  nextBefore: z.string().nullable(),
});
export type AdminSafetyEvents = z.infer<typeof AdminSafetyEvents>;

export const SafetyEventIdParams = z.object({ id: safetyEventId("Safety event id") });
export type SafetyEventIdParams = z.infer<typeof SafetyEventIdParams>;

export const UpdateSafetyEventStatusRequest = z.strictObject({
  status: z.enum(["reviewed", "resolved"], { error: 'status must be "reviewed" or "resolved"' }),
  /** Blank counts as none. */
  note: z
    .string({ error: "A note must be text" })
    .trim()
    .max(SAFETY_EVENT_NOTE_MAX_LENGTH, `A note can be at most ${String(SAFETY_EVENT_NOTE_MAX_LENGTH)} characters`)
    .optional(),
});
export type UpdateSafetyEventStatusRequest = z.infer<typeof UpdateSafetyEventStatusRequest>;

export const safetyEventCalls = {
  adminSafetyEvents: defineCall({
    method: "GET",
    path: "/api/admin/safety-events",
    query: AdminSafetyEventsQuery,
    response: AdminSafetyEvents,
  }),
  adminUpdateSafetyEventStatus: defineCall({
    method: "POST",
    path: "/api/admin/safety-events/:id/status",
    params: SafetyEventIdParams,
    body: UpdateSafetyEventStatusRequest,
    response: AdminSafetyEvent,
    errors: {
      404: "No such safety event (deleted with the child's account, or after the retention period)",
      409: "The move would go back, or the event already has that status",
    },
  }),
} as const;
