// The call's limits over time: the parent's rules before the call and every interval during it, the longest call,
// and the student's call slot.
import { FAMILY_TEXTS, VOICE_CLOSE_CODES, VOICE_MAX_CALL_MS, VOICE_SERVER_TEXTS } from "@kidsafe/contracts";
import type { Logger } from "@kidsafe/server-kit";
import type { CollectionGate } from "../collection-gate.ts";
import type { CallSlots } from "./call-slots.ts";
import type { LimitVerdict, VoiceLimits } from "./voice-limits.ts";

export interface CallClockDeps {
  limits: VoiceLimits;
  gate: CollectionGate;
  slots: CallSlots;
  log: Logger;
  limitCheckIntervalMs: number;
}

export class CallClock {
  /** The parent's time zone as the rules last said (read before the call and every minute). */
  private zone = "UTC";
  private readonly timers: NodeJS.Timeout[] = [];
  private slotTaken = false;

  constructor(
    private readonly deps: CallClockDeps,
    private readonly userId: number,
    private readonly callId: string,
    private readonly end: (code: number, message: string) => void,
  ) {}

  get timeZone(): string {
    return this.zone;
  }

  async beforeCall(): Promise<LimitVerdict> {
    const rules = await this.deps.limits.beforeCall(this.userId);
    this.zone = rules.timeZone;
    return rules;
  }

  /** false: the student has as many calls as they may. */
  async takeSlot(): Promise<boolean> {
    if (!(await this.deps.slots.take(this.userId, this.callId))) return false;
    this.slotTaken = true;
    return true;
  }

  releaseSlot(): void {
    if (this.slotTaken) void this.deps.slots.release(this.userId, this.callId).catch(() => undefined);
  }

  /** From the moment the call is connected. */
  start(): void {
    this.timers.push(
      setInterval(() => void this.checkLimits(), this.deps.limitCheckIntervalMs),
      setTimeout(() => this.end(VOICE_CLOSE_CODES.callTooLong, VOICE_SERVER_TEXTS.callTooLong), VOICE_MAX_CALL_MS),
    );
  }

  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
  }

  private async checkLimits(): Promise<void> {
    try {
      await this.deps.slots.renew(this.userId, this.callId);
      if (!(await this.deps.gate.isHeard(this.userId))) return this.end(VOICE_CLOSE_CODES.consentNeeded, FAMILY_TEXTS.consentNeeded);
      const rules = await this.deps.limits.duringCall(this.userId);
      this.zone = rules.timeZone;
      if (rules.lockedText) this.end(VOICE_CLOSE_CODES.locked, rules.lockedText);
    } catch (error) {
      this.deps.log.warn({ err: error }, "checking parental limits during a call failed; asking again next minute");
    }
  }
}
