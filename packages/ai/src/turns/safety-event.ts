import type { ModerationSurfaceValue, SafetyEventCategoryValue } from "@kidsafe/contracts";

export interface NewSafetyEvent {
  userId: number;
  sessionId: string | null;
  category: SafetyEventCategoryValue;
  surface: ModerationSurfaceValue;
  /** Never the raw address, phone number or password. */
  childMessage: string;
  reply: string;
  age: number | null;
}

export interface SafetyEventRecorder {
  /** A failure never costs the child the reply. */
  safetyEvent(event: NewSafetyEvent): Promise<void>;
}
