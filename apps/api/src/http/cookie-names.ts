/**
 * The students' session cookie. In production (Secure cookies) its name carries the `__Host-` prefix: browsers then
 * accept it only from HTTPS, for the whole origin, with no Domain, so a sibling subdomain cannot plant or shadow it.
 */
export const sessionCookieName = (secure: boolean) => (secure ? "__Host-sid" : "sid");

/**
 * The cookie of a role's own session (role-sessions.ts): `__Host-<role>` over HTTPS (sent only to this host, for
 * every path), `<role>_sid` over plain http in development. The student's is sessionCookieName.
 */
export function roleCookieName(role: "advertiser" | "operator", secure: boolean): string {
  return secure ? `__Host-${role}` : `${role}_sid`;
}
