export { studentSessionCookieName as sessionCookieName } from "@kidsafe/server-kit";

/** `__Host-` over HTTPS: sent only to this host, for every path. */
export function roleCookieName(role: "advertiser" | "operator" | "parent", secure: boolean): string {
  return secure ? `__Host-${role}` : `${role}_sid`;
}
