/** The students' session cookie is server-kit's (the voice gateway reads it too). */
export { studentSessionCookieName as sessionCookieName } from "@kidsafe/server-kit";

/**
 * The cookie of a role's own session (role-sessions.ts): `__Host-<role>` over HTTPS (sent only to this host, for
 * every path), `<role>_sid` over plain http in development. The student's is sessionCookieName.
 */
export function roleCookieName(role: "advertiser" | "operator" | "parent", secure: boolean): string {
  return secure ? `__Host-${role}` : `${role}_sid`;
}
