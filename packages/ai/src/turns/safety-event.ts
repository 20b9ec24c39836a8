// The turn pipeline's record of a child at risk: one event per turn whose child's words were a crisis, gave personal
// details away or asked for harm. The pipeline writes through this port; @kidsafe/db's safetyEventRecording is the
// one implementation (table safety_events), shared by the API and the voice gateway.
import type { ModerationSurfaceValue, SafetyEventCategoryValue } from "@kidsafe/contracts";

export interface NewSafetyEvent {
  userId: number;
  /** The chat (tab) the exchange happened in; null for a search's overview without a chat. */
  sessionId: string | null;
  category: SafetyEventCategoryValue;
  surface: ModerationSurfaceValue;
  /** The child's words with personal details masked (never the raw address, phone number or password). */
  childMessage: string;
  /** What the product answered: the crisis reply, the kind refusal or the answer shown. */
  reply: string;
  /** 1-18, or null for "smart adapt". */
  age: number | null;
}

export interface SafetyEventRecorder {
  /** Stores one event (status `new`). A failure is reported by the caller and never costs the child the reply. */
  safetyEvent(event: NewSafetyEvent): Promise<void>;
}
