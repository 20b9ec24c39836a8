// Helpers shared by the study-mode, parental-limits and account-deletion tests.
import { TEEN_BIRTH_YEAR } from "@kidsafe/testing";
import type { TestApi } from "./harness.ts";
import { sessionCookie } from "./harness.ts";

let counter = 0;
export const uniqueName = (base: string) => `${base}${Date.now().toString(36)}${(counter++).toString()}`;

export const CHILD_PASSWORD = "child-sunflower";
export const PARENT_PASSWORD = "parent-lighthouse";

export interface Student {
  id: number;
  username: string;
  cookie: string;
}

export async function registerStudent(api: TestApi, base = "Kid", birthYear: number = TEEN_BIRTH_YEAR): Promise<Student> {
  const username = uniqueName(base);
  const response = await api.app.inject({
    method: "POST",
    url: "/api/register",
    payload: { username, password: CHILD_PASSWORD, birthYear },
  });
  if (response.statusCode !== 200) throw new Error(`registration failed: ${response.body}`);
  return { ...response.json<{ id: number; username: string }>(), cookie: sessionCookie(response) };
}

type Method = "GET" | "POST" | "PUT";

export function call(api: TestApi, method: Method, url: string, cookie?: string, payload?: unknown) {
  return api.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/**
 * What a student's device keeps, set from it as a parent at the device does: the parent password with daily limits,
 * and study mode turned on, left (an exit logged) and turned off.
 */
export async function setDeviceSettings(api: TestApi, cookie: string): Promise<void> {
  await call(api, "PUT", "/api/parental-limits", cookie, {
    password: PARENT_PASSWORD,
    dailyMessageLimit: 40,
    dailyTimeLimitMinutes: 120,
    timeZone: "Europe/Paris",
  });
  await call(api, "POST", "/api/study-mode/toggle", cookie, { enabled: true, password: PARENT_PASSWORD });
  await call(api, "POST", "/api/study-mode/log-exit", cookie);
  await call(api, "POST", "/api/study-mode/toggle", cookie, { enabled: false, password: PARENT_PASSWORD });
}

/** A clock the test moves by hand. */
export function manualClock(start: string) {
  let now = new Date(start);
  return {
    now: () => new Date(now),
    set: (iso: string) => {
      now = new Date(iso);
    },
    advanceMs: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}
