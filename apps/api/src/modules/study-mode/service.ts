import { PARENTAL_TEXTS, STUDY_MODE_EXIT_HISTORY_LIMIT } from "@kidsafe/contracts";
import type { StudyModeExit, StudyModeExitHistory, StudyModeState, StudyModeToggleRequest } from "@kidsafe/contracts";
import type { ParentalSettingsRepository, StudyModeExitRecord, StudyModeExitsRepository } from "@kidsafe/db";
import { conflict, forbidden, HttpError, tooManyRequests } from "@kidsafe/server-kit";
import type { RateLimiter } from "@kidsafe/server-kit";
import { LRUCache } from "lru-cache";
import type { Clock } from "../../clock.ts";
import { cacheClock } from "../../clock.ts";

/** The parent password (the parental module's): study mode is switched with it. */
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

/** A student with no settings row: study mode off, the exit beep on (a parent who turns study mode on hears it). */
const DEFAULT_STATE: StudyModeState = { enabled: false, beepEnabled: true };

/**
 * How old the state a search reads may be. The browser narrows its own searches the moment study mode
 * changes; the server's state is the backstop for a browser that does not, and reading it from PostgreSQL on
 * every search was most of a cached search's cost (docs/performance.md). Changes made through this API process
 * are seen at once; through another replica, within this time.
 */
export const RECENT_STATE_TTL_MS = 5_000;

/** 423 Locked: the setting exists but study mode holds it. */
const LOCKED = 423;

const toExit = (record: StudyModeExitRecord): StudyModeExit => ({
  id: record.id,
  exitedAt: record.exited_at.toISOString(),
  kind: record.kind,
});

/**
 * Study mode kept by the server (seed 000 §4, §7). On needs the parent password (the first one given
 * becomes it); off always needs it too (docs/decisions.md). While on, the alert setting is locked.
 */
export function createStudyModeService({ settings, exits, parentPassword, exitLogLimit, clock }: StudyModeDependencies) {
  async function state(userId: number): Promise<StudyModeState> {
    const row = await settings.find(userId);
    return row ? { enabled: row.study_mode_enabled, beepEnabled: row.beep_enabled } : DEFAULT_STATE;
  }
  const recent = new LRUCache<number, StudyModeState>({
    max: 50_000,
    ttl: RECENT_STATE_TTL_MS,
    ...cacheClock(clock),
    fetchMethod: (userId) => state(userId),
  });
  /** Every change goes through here, so this process's recent reads see it at once. */
  function changed(userId: number, next: StudyModeState): StudyModeState {
    recent.delete(userId);
    return next;
  }

  return {
    state,

    /** The state as it was at most RECENT_STATE_TTL_MS ago (the search route's read). */
    recentState(userId: number): Promise<StudyModeState> {
      return recent.forceFetch(userId);
    },

    async toggle(userId: number, request: StudyModeToggleRequest): Promise<StudyModeState> {
      if (request.enabled) {
        await parentPassword.verifyOrEstablish(userId, request.password);
        const row = await settings.upsert(userId, { study_mode_enabled: true });
        return changed(userId, { enabled: row.study_mode_enabled, beepEnabled: row.beep_enabled });
      }
      // The seed's password-less switch-off would let a reload (F5) end study mode: the app shows a lock screen instead.
      if (request.password === undefined) throw forbidden(PARENTAL_TEXTS.studyModeOffNeedsPassword);
      const current = await state(userId);
      // Off already (and so perhaps no parent password yet): nothing to unlock, nothing to check.
      if (!current.enabled) return current;
      await parentPassword.verify(userId, request.password);
      const row = await settings.upsert(userId, { study_mode_enabled: false });
      return changed(userId, { enabled: row.study_mode_enabled, beepEnabled: row.beep_enabled });
    },

    async toggleBeep(userId: number, enabled: boolean): Promise<StudyModeState> {
      const row = await settings.setBeepUnlessStudyMode(userId, enabled);
      if (!row) throw new HttpError(LOCKED, PARENTAL_TEXTS.studyModeLockedAlert);
      return changed(userId, { enabled: row.study_mode_enabled, beepEnabled: row.beep_enabled });
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
