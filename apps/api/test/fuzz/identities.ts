import { TEEN_BIRTH_YEAR } from "@kidsafe/testing";
import type { OpenApiDocument } from "../../src/modules/openapi/index.ts";
import type { PortalWorld, RegisteredAdvertiser } from "../advertiser-support.ts";

/** Who a generated request comes from. */
export type Identity = "signed out" | "forged session" | "student" | "advertiser";
export const IDENTITIES: readonly Identity[] = ["signed out", "forged session", "student", "advertiser"];

/** Session cookies nobody was given: unsigned, badly signed, malformed escapes, huge, every role's at once. */
const FORGED_COOKIES = [
  "sid=not-a-session",
  "sid=s%3Aabc.forged-signature; advertiser_sid=abc.forged-signature; operator_sid=abc.forged",
  "sid=%E0%A4%A; advertiser_sid=%",
  `sid=s%3A${"A".repeat(4000)}.${"B".repeat(43)}`,
  "advertiser_sid=; sid=",
  'sid="quoted"; sid=twice; advertiser_sid=1.1',
];
let forgeries = 0;

let addresses = 0;
/** An address of its own for each sign-in, so that the fuzzer's own sign-ins trip no per-address limit. */
export const freshAddress = () =>
  `10.${((addresses >> 16) & 255).toString()}.${((addresses >> 8) & 255).toString()}.${(addresses++ & 255).toString()}`;

/** The `name=value` of the cookie the document's security scheme names, from a sign-in's answer. */
function cookieOf(
  document: OpenApiDocument,
  scheme: "studentSession" | "advertiserSession",
  response: { cookies: Array<{ name: string; value: string }> },
) {
  const { name } = document.components.securitySchemes[scheme];
  const cookie = response.cookies.find((entry) => entry.name === name);
  if (!cookie) throw new Error(`signing in set no "${name}" cookie, the one the document's ${scheme} names`);
  return `${name}=${cookie.value}`;
}

/**
 * Signs in as `identity` afresh (a new student, or the one advertiser again) and answers the Cookie header to send:
 * an operation that signs out or deletes the account cannot spoil the next one's session.
 */
export async function signIn(
  world: PortalWorld,
  document: OpenApiDocument,
  identity: Identity,
  advertiser: RegisteredAdvertiser,
): Promise<string | undefined> {
  if (identity === "signed out") return undefined;
  if (identity === "forged session") return FORGED_COOKIES[forgeries++ % FORGED_COOKIES.length];
  if (identity === "student") {
    const response = await world.api.app.inject({
      method: "POST",
      url: "/api/register",
      remoteAddress: freshAddress(),
      payload: { username: `fuzz${Date.now().toString(36)}${addresses.toString(36)}`, password: "fuzz-password", birthYear: TEEN_BIRTH_YEAR },
    });
    if (response.statusCode !== 200) throw new Error(`a student could not register: ${response.body}`);
    return cookieOf(document, "studentSession", response);
  }
  const response = await world.api.app.inject({
    method: "POST",
    url: "/api/advertiser/login",
    remoteAddress: freshAddress(),
    payload: { appName: advertiser.registration.appName, password: advertiser.registration.password },
  });
  if (response.statusCode !== 200) throw new Error(`the advertiser could not sign in: ${response.body}`);
  return cookieOf(document, "advertiserSession", response);
}
