import { AUTH_TEXTS } from "@kidsafe/contracts";
import { CROSS_SITE_REFUSED, NUL_CHARACTER_MESSAGE } from "@kidsafe/server-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_IDLE_TIMEOUT_MS } from "../src/http/redis-session-store.ts";
import { AUTH_RATE_LIMITS } from "../src/modules/auth/rate-limits.ts";
import { sessionCookie, startTestApi } from "./harness.ts";
import type { TestApi } from "./harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

let counter = 0;
const uniqueName = (base: string) => `${base}${Date.now().toString(36)}${counter++}`;

function post(url: string, payload?: unknown, cookie?: string) {
  return api.app.inject({ method: "POST", url, payload: payload as object, headers: cookie ? { cookie } : {} });
}
function getUser(cookie?: string) {
  return api.app.inject({ method: "GET", url: "/api/user", headers: cookie ? { cookie } : {} });
}

describe("register -> user -> logout -> user", () => {
  it("walks the whole sign-in cycle", async () => {
    const username = uniqueName("Mia");
    const registered = await post("/api/register", { username, password: "sunflower" });
    expect(registered.statusCode).toBe(200);
    const user = registered.json<{ id: number; username: string }>();
    expect(user).toEqual({ id: expect.any(Number) as number, username });

    const cookie = sessionCookie(registered);
    expect((await getUser(cookie)).json()).toEqual(user);

    expect((await post("/api/logout", undefined, cookie)).statusCode).toBe(200);
    const after = await getUser(cookie);
    expect(after.statusCode).toBe(401);

    const loggedIn = await post("/api/login", { username: username.toUpperCase(), password: "sunflower" });
    expect(loggedIn.json()).toEqual(user);
    expect((await getUser(sessionCookie(loggedIn))).json()).toEqual(user);
  });

  it("answers 401 to GET /api/user without a session", async () => {
    const response = await getUser();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, message: "Please sign in to continue." });
  });

  it("sets an httpOnly SameSite=Lax cookie, not Secure outside production", async () => {
    const response = await post("/api/register", { username: uniqueName("Cookie"), password: "pw" });
    const header = String(response.headers["set-cookie"]);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).not.toMatch(/Secure/);
  });

  it("stores an argon2id hash with OWASP parameters, never the password", async () => {
    const username = uniqueName("Hash");
    await post("/api/register", { username, password: "correct horse" });
    const row = await api.database.db.selectFrom("users").select("password_hash").where("username", "=", username).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.password_hash).not.toContain("correct horse");
  });
});

describe("sessions", () => {
  it("gives a new session id at login and destroys the old one in the store", async () => {
    const username = uniqueName("Fixation");
    const first = sessionCookie(await post("/api/register", { username, password: "pw1" }));
    const second = sessionCookie(await post("/api/login", { username, password: "pw1" }, first));
    expect(second).not.toBe(first);
    expect((await getUser(first)).statusCode).toBe(401);
    expect((await getUser(second)).statusCode).toBe(200);
  });

  it("removes the session from Redis at logout", async () => {
    const cookie = sessionCookie(await post("/api/register", { username: uniqueName("Gone"), password: "pw" }));
    const sessionId = decodeURIComponent(cookie.slice("sid=".length)).split(".")[0]!;
    expect(await api.redis.exists(`session:${sessionId}`)).toBe(1);
    await post("/api/logout", undefined, cookie);
    expect(await api.redis.exists(`session:${sessionId}`)).toBe(0);
  });

  it("keeps a session in Redis while it is used, for 3 idle days at most, storing the student and not the cookie's settings", async () => {
    const registered = await post("/api/register", { username: uniqueName("Week"), password: "pw" });
    const sessionId = decodeURIComponent(sessionCookie(registered).slice("sid=".length)).split(".")[0]!;
    const weekMs = 7 * 24 * 60 * 60 * 1000;
    const ttl = await api.redis.pttl(`session:${sessionId}`);
    expect(ttl).toBeGreaterThan(SESSION_IDLE_TIMEOUT_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(SESSION_IDLE_TIMEOUT_MS);
    // Used again, its idle time starts over.
    await api.redis.pexpire(`session:${sessionId}`, 60_000);
    expect((await getUser(sessionCookie(registered))).statusCode).toBe(200);
    expect(await api.redis.pttl(`session:${sessionId}`)).toBeGreaterThan(SESSION_IDLE_TIMEOUT_MS - 60_000);
    const stored = JSON.parse((await api.redis.get(`session:${sessionId}`))!) as { expiresAt: number };
    expect(Math.abs(stored.expiresAt - Date.now() - weekMs)).toBeLessThan(60_000);
    expect(JSON.parse((await api.redis.get(`session:${sessionId}`))!) as unknown).toEqual({
      user: registered.json<unknown>(),
      expiresAt: stored.expiresAt,
    });
    // The cookie itself still carries the 7 days to the browser.
    const expires = /Expires=([^;]+)/i.exec(String(registered.headers["set-cookie"]))?.[1];
    expect(Math.abs(new Date(expires!).getTime() - Date.now() - weekMs)).toBeLessThan(60_000);
    expect((await getUser(sessionCookie(registered))).json()).toEqual(registered.json());
  });

  it("marks the cookie Secure in production, behind the TLS-terminating ingress", async () => {
    const secureApi = await startTestApi({
      env: {
        NODE_ENV: "production",
        TRUST_PROXY: "1",
        PUBLIC_URL: "https://kidsafe.example",
        KEY_ENCRYPTION_KEY: "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
      },
    });
    try {
      const response = await secureApi.app.inject({
        method: "POST",
        url: "/api/register",
        payload: { username: uniqueName("Secure"), password: "pw" },
        headers: { "x-forwarded-proto": "https" },
      });
      expect(String(response.headers["set-cookie"])).toMatch(/^__Host-sid=.*; Path=\/.*; Secure/);
      expect(String(response.headers["set-cookie"])).not.toMatch(/Domain=/i);
      // How the server spends its time is not told in production.
      expect(response.headers["server-timing"]).toBeUndefined();
    } finally {
      await secureApi.close();
    }
  });
});

describe("wrong credentials and taken names", () => {
  it("refuses a wrong password and an unknown username with the same message", async () => {
    const username = uniqueName("Leo");
    await post("/api/register", { username, password: "right" });
    const wrongPassword = await post("/api/login", { username, password: "wrong" });
    const unknownUser = await post("/api/login", { username: uniqueName("Nobody"), password: "right" });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toMatchObject({ message: AUTH_TEXTS.invalidCredentials });
    expect(unknownUser.json()).toMatchObject({ message: AUTH_TEXTS.invalidCredentials });
    expect(wrongPassword.cookies).toHaveLength(0);
  });

  it("refuses a username taken in another letter case, keeping the first account", async () => {
    const username = uniqueName("Ava");
    await post("/api/register", { username, password: "first" });
    const again = await post("/api/register", { username: username.toLowerCase(), password: "second" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: AUTH_TEXTS.usernameTaken, fieldErrors: { username: AUTH_TEXTS.usernameTaken } });
    expect((await post("/api/login", { username, password: "first" })).statusCode).toBe(200);
  });
});

describe("bad input", () => {
  it.each([
    ["an empty username", { username: "", password: "x" }, AUTH_TEXTS.usernameRequired],
    ["a blank username", { username: "   ", password: "x" }, AUTH_TEXTS.usernameRequired],
    ["an empty password", { username: "kid", password: "" }, AUTH_TEXTS.passwordRequired],
    ["a missing password", { username: "kid" }, AUTH_TEXTS.passwordRequired],
    ["a number as username", { username: 42, password: "x" }, AUTH_TEXTS.usernameRequired],
    ["an unknown field", { username: "kid", password: "x", isAdmin: true }, 'Unknown field: "isAdmin".'],
  ])("answers %s with a 400 and a readable message", async (_label, payload, message) => {
    for (const url of ["/api/login", "/api/register"]) {
      const response = await post(url, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, message });
    }
  });

  it("answers malformed JSON with a 400", async () => {
    const response = await api.app.inject({
      method: "POST",
      url: "/api/login",
      payload: '{"username": "kid", ',
      headers: { "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "The request body is not valid JSON." });
  });

  it("answers an oversize body with a 413", async () => {
    const response = await post("/api/register", { username: "kid", password: "x".repeat(2 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
  });

  it("stores nothing for a refused registration", async () => {
    const before = await api.database.db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    await post("/api/register", { username: "", password: "x" });
    await post("/api/register", { username: "kid", password: "" });
    const after = await api.database.db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});

describe("rate limits", () => {
  it("blocks a username from an address after repeated wrong passwords, even with the right one, until the window passes", async () => {
    const limited = await startTestApi({
      limits: { [AUTH_RATE_LIMITS.loginFailuresPerIpAndUsername.name]: { limit: 2, windowMs: 60_000 } },
    });
    try {
      const send = (password: string) => limited.app.inject({ method: "POST", url: "/api/login", payload: { username: "target", password } });
      await limited.app.inject({ method: "POST", url: "/api/register", payload: { username: "target", password: "right" } });
      expect((await send("guess1")).statusCode).toBe(401);
      expect((await send("guess2")).statusCode).toBe(401);
      const blocked = await send("right");
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ message: AUTH_TEXTS.tooManyAttempts });
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it("answers a flood from one IP with 429 before hashing anything, past REGISTRATIONS_PER_ADDRESS_PER_HOUR", async () => {
    const limited = await startTestApi({ env: { REGISTRATIONS_PER_ADDRESS_PER_HOUR: "3" } });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++) {
        const response = await limited.app.inject({
          method: "POST",
          url: "/api/register",
          payload: { username: `flood${i}`, password: "pw" },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const stored = await limited.database.db.selectFrom("users").select("username").execute();
      expect(stored).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });

  it("clears a username's failures from an address after a successful sign-in there", async () => {
    const limited = await startTestApi({
      limits: { [AUTH_RATE_LIMITS.loginFailuresPerIpAndUsername.name]: { limit: 2, windowMs: 60_000 } },
    });
    try {
      const send = (password: string) => limited.app.inject({ method: "POST", url: "/api/login", payload: { username: "kid", password } });
      await limited.app.inject({ method: "POST", url: "/api/register", payload: { username: "kid", password: "right" } });
      expect((await send("oops")).statusCode).toBe(401);
      expect((await send("right")).statusCode).toBe(200);
      expect((await send("oops")).statusCode).toBe(401);
      expect((await send("right")).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe("requests from other sites", () => {
  it("refuses a write whose Origin or Sec-Fetch-Site names another site, before reading it", async () => {
    const crossSite = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site", origin: "https://games.kidsafe.example" },
      { origin: "null" },
    ];
    for (const headers of crossSite) {
      const response = await api.app.inject({
        method: "POST",
        url: "/api/register",
        payload: { username: uniqueName("Csrf"), password: "pw" },
        headers,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: CROSS_SITE_REFUSED });
    }
    const own = await api.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { username: uniqueName("Own"), password: "pw" },
      headers: { origin: api.config.publicUrl, "sec-fetch-site": "same-origin" },
    });
    expect(own.statusCode).toBe(200);
    // Reads are not writes; the payment provider's webhook is signed on its own.
    expect((await api.app.inject({ method: "GET", url: "/api/health", headers: { origin: "https://evil.example" } })).statusCode).toBe(200);
    const webhook = await api.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      payload: "{}",
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(webhook.statusCode).not.toBe(403);
  });

  it("does not read text/plain bodies (a form another site can post without asking)", async () => {
    const response = await api.app.inject({
      method: "POST",
      url: "/api/login",
      payload: JSON.stringify({ username: "kid", password: "pw" }),
      headers: { "content-type": "text/plain" },
    });
    expect(response.statusCode).toBe(415);
  });

  it("answers with nosniff, a referrer policy, no framing and no-store", async () => {
    const response = await api.app.inject({ method: "GET", url: "/api/user" });
    expect(response.headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "x-frame-options": "DENY",
      "cache-control": "no-store",
    });
  });
});

describe("the NUL character", () => {
  it("answers 400 naming the field for U+0000 in any string of a body or a query, before anything is stored", async () => {
    const body = await post("/api/register", { username: "kid\u0000name", password: "pw" });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({ message: NUL_CHARACTER_MESSAGE, fieldErrors: { username: NUL_CHARACTER_MESSAGE } });
    const query = await api.app.inject({ method: "GET", url: "/api/preview?url=https%3A%2F%2Fexample.org%2F%00" });
    expect([400, 401]).toContain(query.statusCode);
    const nested = await post("/api/login", { username: "kid", password: "a\u0000b" });
    expect(nested.json()).toMatchObject({ statusCode: 400, fieldErrors: { password: NUL_CHARACTER_MESSAGE } });
  });
});

describe("guessing in parallel and from elsewhere", () => {
  let limited: TestApi;
  beforeAll(async () => {
    limited = await startTestApi({
      limits: {
        [AUTH_RATE_LIMITS.loginFailuresPerIpAndUsername.name]: { limit: 3, windowMs: 60_000 },
        [AUTH_RATE_LIMITS.loginFailuresPerUsername.name]: { limit: 4, windowMs: 60_000 },
      },
    });
  });
  afterAll(() => limited.close());
  const login = (username: string, password: string, remoteAddress = "127.0.0.1") =>
    limited.app.inject({ method: "POST", url: "/api/login", payload: { username, password }, remoteAddress });

  it("gives a parallel burst of guesses no more tries than a sequence", async () => {
    const username = uniqueName("Burst");
    await limited.app.inject({ method: "POST", url: "/api/register", payload: { username, password: "right" } });
    const statuses = await Promise.all(Array.from({ length: 12 }, (_, guess) => login(username, `guess${guess}`).then((r) => r.statusCode)));
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
  });

  it("does not let a stranger at another address lock a child out", async () => {
    const username = uniqueName("Target");
    await limited.app.inject({ method: "POST", url: "/api/register", payload: { username, password: "right" } });
    for (let guess = 0; guess < 3; guess++) expect((await login(username, `guess${guess}`, "203.0.113.9")).statusCode).toBe(401);
    expect((await login(username, "nope", "203.0.113.9")).statusCode).toBe(429);
    expect((await login(username, "right")).statusCode).toBe(200);
    // A second address: its first guess reaches the hash, then the per-username bound (4 an hour here) stops it,
    // while the child, from an address that has not failed, still signs in.
    expect((await login(username, "guess", "198.51.100.7")).statusCode).toBe(401);
    expect((await login(username, "guess again", "198.51.100.7")).statusCode).toBe(429);
    expect((await login(username, "right")).statusCode).toBe(200);
  });
});

describe("health", () => {
  it("reports PostgreSQL and Redis up", async () => {
    const response = await api.app.inject({ method: "GET", url: "/api/health" });
    expect(response.json()).toEqual({ status: "ok", postgres: true, redis: true });
  });
});
