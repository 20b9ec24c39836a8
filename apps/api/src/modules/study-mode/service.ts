import { PARENTAL_TEXTS, STUDY_MODE_EXIT_HISTORY_LIMIT } from "@kidsafe/contracts";
import type { StudyModeExit, StudyModeExitHistory, StudyModeState, StudyModeToggleRequest } from "@kidsafe/contracts";
import type { ParentalSettingsRepository, StudyModeExitRecord, StudyModeExitsRepository } from "@kidsafe/db";
import { conflict, forbidden, HttpError, tooManyRequests } from "@kidsafe/server-kit";
import type { RateLimiter } from "@kidsafe/server-kit";
import { LRUCache } from "lru-cache";
import type { Clock } from "../../clock.ts";
import { cacheClock } from "../../clock.ts";

export interface ParentPasswordCheck {
  verify(userId: number, password: string): Promise<void>;
  verifyOrEstablish(userId: number, password: string): Promise<void>;
}

export interface StudyModeDependencies {
  settings: ParentalSettingsRepository;
  exits: StudyModeExitsRepository;
  parentPassword: ParentPasswordCheck;
  exitLogLimit: RateLimiter;
  clock: Clock;
}

/** A parent who turns study mode on hears the beep. */
const DEFAULT_STATE: StudyModeState = { enabled: false, beepEnabled: true };

/** The browser narrows its own searches at once; the server's state is the backstop. Another replica's changes are seen within this time. */
export const RECENT_STATE_TTL_MS = 5_000;

const LOCKED = 423;

const toExit = (record: StudyModeExitRecord): StudyModeExit => ({
  id: record.id,
  exitedAt: record.exitedAt.toISOString(),
  kind: record.kind,
});

/** Off needs the parent password too (docs/decisions.md). While on, the alert setting is locked. */
export function createStudyModeService({ settings, exits, parentPassword, exitLogLimit, clock }: StudyModeDependencies) {
  async function state(userId: number): Promise<StudyModeState> {
    const row = await settings.find(userId);
    return row ? { enabled: row.studyModeEnabled, beepEnabled: row.beepEnabled } : DEFAULT_STATE;
  }
  const recent = new LRUCache<number, StudyModeState>({
    max: 50_000,
    ttl: RECENT_STATE_TTL_MS,
    ...cacheClock(clock),
    fetchMethod: (userId) => state(userId),
  });
  /** So this process's recent reads see every change at once. */
  function changed(userId: number, next: StudyModeState): StudyModeState {
    recent.delete(userId);
    return next;
  }

  return {
    state,

    recentState(userId: number): Promise<StudyModeState> {
      return recent.forceFetch(userId);
    },

    async toggle(userId: number, request: StudyModeToggleRequest): Promise<StudyModeState> {
      if (request.enabled) {
        await parentPassword.verifyOrEstablish(userId, request.password);
        const row = await settings.upsert(userId, { studyModeEnabled: true });
        return changed(userId, { enabled: row.studyModeEnabled, beepEnabled: row.beepEnabled });
      }
      // A password-less switch-off would let a reload end study mode: the app shows a lock screen instead.
      if (request.password === undefined) throw forbidden(PARENTAL_TEXTS.studyModeOffNeedsPassword);
      const current = await state(userId);
      // Off already (and so perhaps no parent password yet): nothing to check.
      if (!current.enabled) return current;
      await parentPassword.verify(userId, request.password);
      const row = await settings.upsert(userId, { studyModeEnabled: false });
      return changed(userId, { enabled: row.studyModeEnabled, beepEnabled: row.beepEnabled });
    },

    async toggleBeep(userId: number, enabled: boolean): Promise<StudyModeState> {
      const row = await settings.setBeepUnlessStudyMode(userId, enabled);
      if (!row) throw new HttpError(LOCKED, PARENTAL_TEXTS.studyModeLockedAlert);
      return changed(userId, { enabled: row.studyModeEnabled, beepEnabled: row.beepEnabled });
    },

    async logExit(userId: number): Promise<StudyModeExit> {
      const allowance = await exitLogLimit.hit(String(userId));
      if (!allowance.allowed) throw tooManyRequests(PARENTAL_TEXTS.tooManyExitLogs, allowance.retryAfterMs);
      if (!(await state(userId)).enabled) throw conflict(PARENTAL_TEXTS.studyModeOffNoExit);
      return toExit(await exits.insert(userId, "fullscreen_exit", clock()));
    },

    async exitHistory(userId: number): Promise<StudyModeExitHistory> {
      const newest = await exits.listNewest(userId, STUDY_MODE_EXIT_HISTORY_LIMIT);
      return { exits: newest.map(toExit) };
    },
  };
}

export type StudyModeService = ReturnType<typeof createStudyModeService>;
