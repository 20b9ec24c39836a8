/**
 * The cookie of a role's own session (role-sessions.ts): `__Host-<role>` over HTTPS (sent only to this host, for
 * every path), `<role>_sid` over plain http in development. The student's session cookie is sessions.ts's.
 */
export function roleCookieName(role: "advertiser" | "operator", secure: boolean): string {
  return secure ? `__Host-${role}` : `${role}_sid`;
}
