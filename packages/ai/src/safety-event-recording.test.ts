import { afterEach, describe, expect, it, vi } from "vitest";
import { AFTER_RECORDED_TIMEOUT_MS, safetyEventRecording } from "./safety-event-recording.ts";
import type { SafetyEventStore } from "./safety-event-recording.ts";
import type { NewSafetyEvent } from "./turns/safety-event.ts";

const event = (overrides: Partial<NewSafetyEvent> = {}): NewSafetyEvent => ({
  userId: 7,
  sessionId: "1700000000000-abcdefgh",
  category: "self_harm",
  surface: "chat",
  childMessage: "I want to kill myself",
  reply: "Please tell a grown-up you trust right now.",
  age: 11,
  ...overrides,
});

/** A store that keeps what it is given in a list, as the safety-events table would. */
function listStore(): SafetyEventStore & { stored: Array<{ event: NewSafetyEvent; at?: Date }> } {
  const stored: Array<{ event: NewSafetyEvent; at?: Date }> = [];
  return {
    stored,
    record: (recorded, { at }) => {
      stored.push({ event: recorded, at });
      return Promise.resolve(`event-${String(stored.length)}`);
    },
  };
}

function lineLog() {
  const lines: Array<{ level: "info" | "warn"; fields: Record<string, unknown>; message: string }> = [];
  return {
    lines,
    info: (fields: object, message: string) => lines.push({ level: "info", fields: fields as Record<string, unknown>, message }),
    warn: (fields: object, message: string) => lines.push({ level: "warn", fields: fields as Record<string, unknown>, message }),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("safetyEventRecording", () => {
  it("stores every event at the clock's time, logs a crisis as a warning and the rest as info, never with the child's words", async () => {
    const store = listStore();
    const log = lineLog();
    const at = new Date("2026-11-29T08:30:00Z");
    const recorder = safetyEventRecording(store, { log, clock: () => at });
    await recorder.safetyEvent(event());
    await recorder.safetyEvent(event({ category: "personal_data", childMessage: "my address is [address]" }));

    expect(store.stored.map(({ event: stored, at: storedAt }) => [stored.category, storedAt])).toEqual([
      ["self_harm", at],
      ["personal_data", at],
    ]);
    expect(log.lines.map((line) => [line.level, line.fields.category, line.fields.safetyEventId])).toEqual([
      ["warn", "self_harm", "event-1"],
      ["info", "personal_data", "event-2"],
    ]);
    expect(JSON.stringify(log.lines)).not.toContain("kill myself");
    expect(JSON.stringify(log.lines)).not.toContain("address is");
  });

  it("hands only a crisis to afterRecorded, with the stored id", async () => {
    const handed: string[] = [];
    const recorder = safetyEventRecording(listStore(), {
      log: lineLog(),
      afterRecorded: (id, recorded) => {
        handed.push(`${id}:${recorded.category}`);
        return Promise.resolve();
      },
    });
    for (const category of ["self_harm", "personal_data", "abuse", "harmful_request", "grooming"] as const)
      await recorder.safetyEvent(event({ category }));
    expect(handed).toEqual(["event-1:self_harm", "event-3:abuse", "event-5:grooming"]);
  });

  it("only logs an afterRecorded that fails, and stops waiting for one that does not answer", async () => {
    const log = lineLog();
    const failing = safetyEventRecording(listStore(), { log, afterRecorded: () => Promise.reject(new Error("queue down")) });
    await expect(failing.safetyEvent(event())).resolves.toBeUndefined();
    expect(log.lines.at(-1)?.message).toBe("the parents' alert was not queued; the alert sweep will queue it");

    vi.useFakeTimers();
    const silent = safetyEventRecording(listStore(), { log, afterRecorded: () => new Promise<void>(() => undefined) });
    let settled = false;
    const turn = silent.safetyEvent(event()).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(AFTER_RECORDED_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await turn;
    expect(settled).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    expect(String(log.lines.at(-1)?.fields.err)).toContain(`no answer within ${String(AFTER_RECORDED_TIMEOUT_MS)} ms`);
  });
});
