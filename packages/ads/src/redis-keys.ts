import type { AdEventKind } from "@kidsafe/db";

/** Keys carry the database's name so stacks sharing one Redis never read each other's serve records. */
export function adKeysFor(databaseName: string) {
  const base = `ads:${databaseName}`;
  return {
    /** Account deletion scans for a student's keys under it. */
    base,
    stream: `${base}:events`,
    /** Hash: `{placement}:{advertiserId}` -> served at (ms); `q:{placement}:{advertiserId}` -> query/context. */
    served: (userId: number, sessionId: string) => `${base}:served:${userId}:${sessionId}`,
    lastSession: (userId: number) => `${base}:last-session:${userId}`,
    /** Views are keyed across sessions (null) so an invented session id buys no view. */
    counted: (kind: AdEventKind, advertiserId: number, userId: number, sessionId: string | null) =>
      sessionId === null
        ? `${base}:counted:${kind}:${advertiserId}:${userId}`
        : `${base}:counted:${kind}:${advertiserId}:${userId}:${sessionId}`,
    countedToday: (advertiserId: number, userId: number, day: string) => `${base}:daily:${advertiserId}:${userId}:${day}`,
    /** Hash: `last` -> advertiser last offered; `n:{sessionId}` -> replies since that session's last offer. */
    recommendationPacing: (userId: number) => `${base}:rec-pacing:${userId}`,
  };
}

export type AdKeys = ReturnType<typeof adKeysFor>;

export function databaseNameOf(databaseUrl: string): string {
  return decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
}
