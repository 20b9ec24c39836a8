// `Authorization: Bearer sk_test_...`, or HTTP Basic with the key as user name, as Stripe reads it.
import type { IncomingMessage } from "node:http";
import { authenticationError } from "./errors.ts";
import type { ApiError } from "./errors.ts";
import { headerOf } from "./http-io.ts";

const TEST_KEY = /^(sk|rk)_test_[A-Za-z0-9_]+$/;

function keyOf(request: IncomingMessage): string | undefined {
  const header = headerOf(request, "authorization")?.trim() ?? "";
  const [scheme, value = ""] = header.split(/\s+/, 2);
  if (scheme?.toLowerCase() === "bearer") return value;
  if (scheme?.toLowerCase() === "basic") return Buffer.from(value, "base64").toString("utf8").split(":")[0];
  return undefined;
}

/** Stripe shows the start and the last four characters of a refused key. */
function masked(key: string): string {
  return key.length <= 12 ? `${key.slice(0, 3)}***` : `${key.slice(0, 8)}${"*".repeat(key.length - 12)}${key.slice(-4)}`;
}

export function authenticationProblem(request: IncomingMessage, expectedKey: string | undefined): ApiError | undefined {
  const key = keyOf(request);
  if (!key) {
    return authenticationError(
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
    );
  }
  // A live key must never be sent anywhere but Stripe: refusing it makes such a mistake loud.
  if (/^(sk|rk)_live_/.test(key)) return authenticationError("The Stripe emulator takes test-mode keys only (sk_test_...), not a live key.");
  if (expectedKey !== undefined ? key !== expectedKey : !TEST_KEY.test(key)) {
    return authenticationError(`Invalid API Key provided: ${masked(key)}`);
  }
  return undefined;
}
