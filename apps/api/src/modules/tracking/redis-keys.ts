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
    /** The stream of counted events and serve records the flusher writes to PostgreSQL. */
    stream: `${base}:events`,
    /** Hash: `{placement}:{advertiserId}` -> served at (ms); `q:{placement}:{advertiserId}` -> query/context. */
    served: (userId: number, sessionId: string) => `${base}:served:${userId}:${sessionId}`,
    /** Hash: `{placement}:{advertiserId}` -> the session it was last served in to this student. */
    lastSession: (userId: number) => `${base}:last-session:${userId}`,
    /** When this advertiser was last counted for this student session and kind (ms). */
    counted: (kind: AdEventKind, advertiserId: number, userId: number, sessionId: string) =>
      `${base}:counted:${kind}:${advertiserId}:${userId}:${sessionId}`,
  };
}

export type AdKeys = ReturnType<typeof adKeysFor>;

/** The database name of a postgres:// URL (what `select current_database()` answers on it). */
export function databaseNameOf(databaseUrl: string): string {
  return decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
}
