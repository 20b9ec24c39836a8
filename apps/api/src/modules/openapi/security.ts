import type { RouteAccess } from "../../http/route-table.ts";
import { roleCookieName, sessionCookieName } from "../../http/cookie-names.ts";

type SignedInRole = Exclude<RouteAccess, "public">;

export function securitySchemesOf(secureCookies: boolean) {
  const cookie = (name: string, description: string) => ({ type: "apiKey", in: "cookie", name, description }) as const;
  return {
    studentSession: cookie(
      sessionCookieName(secureCookies),
      "A student's session: set by POST /api/register and /api/login, ended by /api/logout. Lasts 7 days from sign-in.",
    ),
    advertiserSession: cookie(
      roleCookieName("advertiser", secureCookies),
      "An advertiser's session, apart from a student's: set by /api/advertiser/login, /api/advertiser/{id}/authenticate and complete-registration.",
    ),
    operatorSession: cookie(
      roleCookieName("operator", secureCookies),
      "An operator's session (the admin portal), apart from the other two: routes in the operators' scope answer 401 without it.",
    ),
    parentSession: cookie(
      roleCookieName("parent", secureCookies),
      "A parent's session (the parent area), apart from a child's: set by /api/parent/sign-up, /api/parent/sign-in and a completed password reset; a password reset ends the older ones.",
    ),
  } as const;
}

export const SCHEMES_OF_ROLE: Record<SignedInRole, readonly (keyof ReturnType<typeof securitySchemesOf>)[]> = {
  student: ["studentSession"],
  advertiser: ["advertiserSession"],
  operator: ["operatorSession"],
  parent: ["parentSession"],
  "student-or-operator": ["studentSession", "operatorSession"],
};

export const UNAUTHORIZED_OF_ROLE: Record<SignedInRole, string> = {
  student: "No student is signed in (the session cookie is missing, expired or signed out).",
  advertiser: "No advertiser is signed in (their session cookie is missing, expired or signed out).",
  operator: "No operator is signed in.",
  parent: "No parent is signed in (the parent session cookie is missing, expired, signed out, or ended by a password reset).",
  "student-or-operator": "Neither a student nor an operator is signed in.",
};

export const FORBIDDEN_OF_ROLE: Partial<Record<SignedInRole, string>> = {
  operator: "Signed in as a student or an advertiser: only operators may use the console's calls.",
};
