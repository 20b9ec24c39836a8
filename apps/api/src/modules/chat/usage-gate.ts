import type { Feature } from "@kidsafe/contracts";

export interface UsageGate {
  /** A reached message limit answers `{ locked: true }` (the message is not sent); other locks throw 423. */
  check(userId: number, feature: Feature): Promise<{ locked: boolean }>;
  recordMessage(userId: number, message: { feature: Feature; subject: string | null }): Promise<void>;
}
