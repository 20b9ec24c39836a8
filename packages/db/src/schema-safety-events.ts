import type { Generated } from "kysely";

/** What a child's words were (migration 0016): a crisis first, then personal details given away, a harmful request. */
export type StoredSafetyEventCategory = "self_harm" | "abuse" | "grooming" | "personal_data" | "harmful_request";
/** Where the exchange happened. */
export type StoredSafetyEventSurface = "chat" | "followup" | "overview" | "voice";
/** new -> reviewed -> resolved, or new -> resolved; never back. */
export type StoredSafetyEventStatus = "new" | "reviewed" | "resolved";

/** One exchange a child's words made an event of, for operators; cascades from `users`, purged after 90 days. */
export interface SafetyEventsTable {
  /** bigint: pg returns it as a string. */
  id: Generated<string>;
  user_id: number;
  session_id: string | null;
  category: StoredSafetyEventCategory;
  surface: StoredSafetyEventSurface;
  /** Masked by the turn pipeline; at most 4000 characters. */
  child_message: string;
  reply: string;
  age: number | null;
  status: Generated<StoredSafetyEventStatus>;
  created_at: Generated<Date>;
  reviewed_at: Date | null;
  reviewed_by: number | null;
  resolved_at: Date | null;
  resolved_by: number | null;
  /** An operator's note, at most 1000 characters. */
  note: string | null;
  /** When its alerts to linked parents were decided (a crisis only; migration 0022); null: not yet, or not a crisis. */
  parents_alerted_at: Date | null;
}
