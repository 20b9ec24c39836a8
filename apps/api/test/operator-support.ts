// The operator console's test helpers: an operator made as `pnpm admin:create` makes one, signed in through the API,
// and an advertiser that can sign in to its portal.
import { httpCalls } from "@kidsafe/contracts";
import { createOperatorsRepository } from "@kidsafe/db";
import { hashPassword } from "../src/passwords.ts";
import { insertAdvertiser, post, uniqueName } from "./ads-support.ts";
import { advertiserCookieOf } from "./advertiser-support.ts";
import type { TestApi } from "./harness.ts";

export const OPERATOR_COOKIE = "operator_sid";
export const OPERATOR_PASSWORD = "correct-horse-battery";

export function operatorCookieOf(response: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = response.cookies.find((entry) => entry.name === OPERATOR_COOKIE);
  if (!cookie) throw new Error("the response set no operator cookie");
  return `${OPERATOR_COOKIE}=${cookie.value}`;
}

export async function createOperator(api: TestApi, username = uniqueName("op")): Promise<string> {
  await createOperatorsRepository(api.database.db).upsert(username, await hashPassword(OPERATOR_PASSWORD));
  return username;
}

export async function signedInOperator(api: TestApi): Promise<{ username: string; cookie: string }> {
  const username = await createOperator(api);
  const response = await post(api, httpCalls.adminSignIn.path, { username, password: OPERATOR_PASSWORD });
  if (response.statusCode !== 200) throw new Error(`operator sign-in failed: ${response.body}`);
  return { username, cookie: operatorCookieOf(response) };
}

export const COMPANY_PASSWORD = "company-password-1";

/** A live advertiser whose company password signs in to its portal. */
export async function signedInAdvertiser(api: TestApi): Promise<{ id: number; appName: string; cookie: string }> {
  const appName = uniqueName("Reported App ");
  const id = await insertAdvertiser(api.database.db, { appName, passwordHash: await hashPassword(COMPANY_PASSWORD) });
  const response = await post(api, httpCalls.advertiserLogin.path, { appName, password: COMPANY_PASSWORD });
  if (response.statusCode !== 200) throw new Error(`advertiser login failed: ${response.body}`);
  return { id, appName, cookie: advertiserCookieOf(response) };
}
