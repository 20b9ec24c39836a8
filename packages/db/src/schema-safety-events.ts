import type { Generated } from "kysely";

export type StoredSafetyEventCategory = "self_harm" | "abuse" | "grooming" | "personal_data" | "harmful_request";
export type StoredSafetyEventSurface = "chat" | "followup" | "overview" | "voice";
/** Never back. */
export type StoredSafetyEventStatus = "new" | "reviewed" | "resolved";

export interface SafetyEventsTable {
  /** pg returns bigint as a string. */
  id: Generated<string>;
  user_id: number;
  session_id: string | null;
  category: StoredSafetyEventCategory;
  surface: StoredSafetyEventSurface;
  /** Masked by the turn pipeline. */
  child_message: string;
  reply: string;
  age: number | null;
  status: Generated<StoredSafetyEventStatus>;
  created_at: Generated<Date>;
  reviewed_at: Date | null;
  reviewed_by: number | null;
  resolved_at: Date | null;
  resolved_by: number | null;
  note: string | null;
  /** Null: not yet, or not a crisis. */
  parents_alerted_at: Date | null;
}
