import type { AdEventKind } from "@kidsafe/db";

/**
 * The Redis keys of sponsored apps. They carry the PostgreSQL database's name, so stacks that share one
 * Redis (several dev or e2e stacks, a staging next to a test) never read each other's serve records or
 * flush each other's events into the wrong database. Replicas of one deployment share a database, and so
 * share the keys.
 */
export function adKeysFor(databaseName: string) {
  const base = `ads:${databaseName}`;
  return {
    /** What every key starts with (account deletion scans for a student's keys under it). */
    base,
    /** The stream of counted events and serve records the flusher writes to PostgreSQL. */
    stream: `${base}:events`,
    /** Hash: `{placement}:{advertiserId}` -> served at (ms); `q:{placement}:{advertiserId}` -> query/context. */
    served: (userId: number, sessionId: string) => `${base}:served:${userId}:${sessionId}`,
    /** Hash: `{placement}:{advertiserId}` -> the session it was last served in to this student. */
    lastSession: (userId: number) => `${base}:last-session:${userId}`,
    /**
     * When this advertiser was last counted for this student and kind (ms): per session for clicks and
     * recommendations, for every session at once (null) for views, so an invented session id buys no view.
     */
    counted: (kind: AdEventKind, advertiserId: number, userId: number, sessionId: string | null) =>
      sessionId === null
        ? `${base}:counted:${kind}:${advertiserId}:${userId}`
        : `${base}:counted:${kind}:${advertiserId}:${userId}:${sessionId}`,
    /** Views and recommendations counted for this advertiser and student on one UTC day ('YYYY-MM-DD'). */
    countedToday: (advertiserId: number, userId: number, day: string) => `${base}:daily:${advertiserId}:${userId}:${day}`,
    /**
     * Hash: the pacing of recommendations to one student: `last` -> the advertiser last offered,
     * `n:{sessionId}` -> replies of that session since its last offer (absent: none offered in it yet).
     */
    recommendationPacing: (userId: number) => `${base}:rec-pacing:${userId}`,
  };
}

export type AdKeys = ReturnType<typeof adKeysFor>;

/** The database name of a postgres:// URL (what `select current_database()` answers on it). */
export function databaseNameOf(databaseUrl: string): string {
  return decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
}
