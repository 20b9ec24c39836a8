import { isCrisisCategory } from "@kidsafe/contracts";
import type { NewSafetyEvent, SafetyEventRecorder } from "./turns/safety-event.ts";

/** Where safety events are kept (the database's safety-events repository); answers the stored event's id. */
export interface SafetyEventStore {
  record(event: NewSafetyEvent, options: { at?: Date }): Promise<string>;
}

export interface SafetyEventRecordingOptions {
  log: { info(object: object, message: string): void; warn(object: object, message: string): void };
  /** Tests move it; without one, the store's. */
  clock?: () => Date;
  /** Queues the parents' alert of a crisis. */
  afterRecorded?: (eventId: string, event: NewSafetyEvent) => Promise<void>;
}

/** A queue that does not answer (Redis down: its client retries forever) must not hold the child's turn. */
export const AFTER_RECORDED_TIMEOUT_MS = 2_000;

/**
 * Every server records alike: the event is stored for an operator and logged without the child's words; a crisis is
 * logged as a warning and handed to `afterRecorded`. A failure of `afterRecorded` is only logged: the child's turn must
 * go on, and the alert sweep finds the event anyway.
 */
export function safetyEventRecording(store: SafetyEventStore, { log, clock, afterRecorded }: SafetyEventRecordingOptions): SafetyEventRecorder {
  return {
    async safetyEvent(event) {
      const id = await store.record(event, { at: clock?.() });
      const fields = { safetyEventId: id, category: event.category, surface: event.surface };
      if (!isCrisisCategory(event.category)) {
        log.info(fields, "safety event recorded for an operator");
        return;
      }
      log.warn(fields, "a child's words were a crisis: safety event recorded for an operator");
      if (!afterRecorded) return;
      await withinBound(afterRecorded(id, event), AFTER_RECORDED_TIMEOUT_MS).catch((error: unknown) =>
        log.warn({ ...fields, err: error }, "the parents' alert was not queued; the alert sweep will queue it"),
      );
    },
  };
}

function withinBound(work: Promise<void>, timeoutMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${String(timeoutMs)} ms`)), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
