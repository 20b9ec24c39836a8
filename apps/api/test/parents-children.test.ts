// A parent's children through the real API: linking with the child's code (wrong, used, expired, a third parent, a
// child calling parent calls), creating the child's account, removing one's own link, and the child's parent
// password and limits set from the parent area under the device's rules.
import { AUTH_TEXTS, FAMILY_TEXTS, LINK_CODE_TTL_MS, MAX_PARENTS_PER_CHILD, PARENTAL_TEXTS } from "@kidsafe/contracts";
import { createParentLinksRepository } from "@kidsafe/db";
import type { ChildSummary, FamilyStatus, ParentalLimitsState } from "@kidsafe/contracts";
import { CHILD_BIRTH_YEAR } from "@kidsafe/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PARENT_RATE_LIMITS } from "../src/modules/parents/rate-limits.ts";
import {
  linkChild,
  linkCodeOf,
  linkWithCode,
  registerChild,
  registerTeen,
  send,
  signUpParent,
  startClockedFamilyWorld,
  verifiedParent,
} from "./parents-support.ts";
import type { ClockedFamilyWorld } from "./parents-support.ts";
import { CHILD_PASSWORD, uniqueName } from "./study-mode-support.ts";

let world: ClockedFamilyWorld;

beforeAll(async () => {
  world = await startClockedFamilyWorld({
    limits: { [PARENT_RATE_LIMITS.linkTriesPerParent.name]: { limit: 4, windowMs: 60_000 } },
  });
});
afterAll(() => world.close());

const childrenOf = async (cookie: string) =>
  (await send(world, "GET", "/api/parent/children", cookie)).json<{ children: ChildSummary[] }>().children;

describe("linking a child with the child's code", () => {
  it("links a verified parent, and shows the child as the parent area does", async () => {
    const parent = await verifiedParent(world);
    const child = await registerChild(world);
    const summary = await linkChild(world, parent, child);
    expect(summary).toMatchObject({
      id: child.id,
      username: child.username,
      birthYear: CHILD_BIRTH_YEAR,
      ageGroup: "child",
      consent: { status: "needed", givenAt: null, givenByMe: false },
      parents: 1,
      limits: { dailyMessageLimit: null, dailyTimeLimitMinutes: null, parentPasswordSet: false },
      studyModeEnabled: false,
    });
    expect(await childrenOf(parent.cookie)).toEqual([summary]);
    const status = await send(world, "GET", "/api/family", child.cookie);
    expect(status.json<FamilyStatus>()).toMatchObject({ parents: 1, consent: "needed", heard: false });
  });

  it("takes the code as typed: lower case, spaces and dashes", async () => {
    const parent = await verifiedParent(world);
    const child = await registerChild(world);
    const code = await linkCodeOf(world, child);
    const typed = `${code.slice(0, 4).toLowerCase()} - ${code.slice(4)}`;
    expect((await linkWithCode(world, parent, typed)).statusCode).toBe(200);
  });

  it("shows a teen's consent as not needed", async () => {
    const parent = await verifiedParent(world);
    const summary = await linkChild(world, parent, await registerTeen(world));
    expect(summary).toMatchObject({ ageGroup: "teen", consent: { status: "not_needed" } });
  });

  it("refuses a wrong code, a used one and one past its 24 hours, with one message", async () => {
    const parent = await verifiedParent(world);
    const wrong = await linkWithCode(world, parent, "ABCDEFGH");
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ message: FAMILY_TEXTS.codeNotRight });
    expect((await linkWithCode(world, parent, "0O1I")).statusCode).toBe(400);

    const child = await registerChild(world);
    const code = await linkCodeOf(world, child);
    expect((await linkWithCode(world, parent, code)).statusCode).toBe(200);
    const other = await verifiedParent(world);
    expect((await linkWithCode(world, other, code)).json()).toMatchObject({ message: FAMILY_TEXTS.codeNotRight });

    const late = await linkCodeOf(world, await registerChild(world));
    world.clock.advanceMs(LINK_CODE_TTL_MS + 1_000);
    const expired = await linkWithCode(world, other, late);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toMatchObject({ message: FAMILY_TEXTS.codeNotRight });
  });

  it("refuses a third parent without using the code up, and a parent already linked", async () => {
    const child = await registerChild(world);
    const [first, second, third] = await Promise.all([verifiedParent(world), verifiedParent(world), verifiedParent(world)]);
    await linkChild(world, first, child);
    // A code shown while one parent was linked; the second parent links meanwhile (the code is one per child, so
    // by the repository, as another way in would).
    const code = await linkCodeOf(world, child);
    expect(await createParentLinksRepository(world.api.database.db).link(second.id, child.id, MAX_PARENTS_PER_CHILD)).toBe("linked");
    expect((await send(world, "POST", "/api/family/link-code", child.cookie)).statusCode).toBe(409);

    const full = await linkWithCode(world, third, code);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ message: FAMILY_TEXTS.tooManyParents });
    const already = await linkWithCode(world, first, code);
    expect(already.statusCode).toBe(409);
    expect(already.json()).toMatchObject({ message: FAMILY_TEXTS.alreadyLinked });
    // Neither refusal used the code: once a parent has left, the third one links with it.
    expect((await send(world, "POST", `/api/parent/children/${child.id}/unlink`, second.cookie)).json()).toEqual({ ok: true });
    expect((await linkWithCode(world, third, code)).statusCode).toBe(200);
    expect((await childrenOf(first.cookie))[0]?.parents).toBe(2);
  });

  it("asks an unverified parent to verify first (link, create a child, consent)", async () => {
    const parent = await signUpParent(world);
    const child = await registerChild(world);
    const code = await linkCodeOf(world, child);
    const link = await linkWithCode(world, parent, code);
    expect(link.statusCode).toBe(403);
    expect(link.json()).toMatchObject({ message: FAMILY_TEXTS.verifyFirst });
    const create = await send(world, "POST", "/api/parent/children", parent.cookie, {
      username: uniqueName("Kid"),
      password: CHILD_PASSWORD,
      birthYear: CHILD_BIRTH_YEAR,
    });
    expect(create.statusCode).toBe(403);
    // The code was not used: a verified parent links with it.
    expect((await linkWithCode(world, await verifiedParent(world), code)).statusCode).toBe(200);
  });

  it("answers a child calling parent calls, its own code included, with 401", async () => {
    const child = await registerChild(world);
    const code = await linkCodeOf(world, child);
    const self = await send(world, "POST", "/api/parent/children/link", child.cookie, { code });
    expect(self.statusCode).toBe(401);
    expect((await send(world, "GET", "/api/parent/children", child.cookie)).statusCode).toBe(401);
  });

  it("limits the codes one parent tries", async () => {
    const parent = await verifiedParent(world);
    const statuses: number[] = [];
    for (let guess = 0; guess < 5; guess++) statuses.push((await linkWithCode(world, parent, `ABCDEF${guess + 2}2`)).statusCode);
    expect(statuses).toEqual([404, 404, 404, 404, 429]);
  });
});

describe("creating the child's account", () => {
  it("makes an account the child signs in with, linked to the parent", async () => {
    const parent = await verifiedParent(world);
    const username = uniqueName("Made");
    const created = await send(world, "POST", "/api/parent/children", parent.cookie, {
      username,
      password: CHILD_PASSWORD,
      birthYear: CHILD_BIRTH_YEAR,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json<ChildSummary>()).toMatchObject({ username, birthYear: CHILD_BIRTH_YEAR, parents: 1, consent: { status: "needed" } });
    const login = await send(world, "POST", "/api/login", undefined, { username, password: CHILD_PASSWORD });
    expect(login.statusCode).toBe(200);
    const taken = await send(world, "POST", "/api/parent/children", parent.cookie, {
      username: username.toUpperCase(),
      password: CHILD_PASSWORD,
      birthYear: CHILD_BIRTH_YEAR,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: AUTH_TEXTS.usernameTaken });
  });

  it("refuses a birth year in the future or more than 120 years ago", async () => {
    const parent = await verifiedParent(world);
    const year = new Date().getUTCFullYear();
    for (const [birthYear, message] of [
      [year + 1, FAMILY_TEXTS.birthYearInFuture],
      [year - 121, FAMILY_TEXTS.birthYearTooLongAgo],
    ] as const) {
      const response = await send(world, "POST", "/api/parent/children", parent.cookie, {
        username: uniqueName("Kid"),
        password: CHILD_PASSWORD,
        birthYear,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fieldErrors: { birthYear: message } });
    }
  });
});

describe("a parent's reach", () => {
  it("keeps another family's child from a parent: 404 on every call on the child", async () => {
    const [parent, stranger] = await Promise.all([verifiedParent(world), verifiedParent(world)]);
    const child = await registerChild(world);
    await linkChild(world, parent, child);
    const calls = [
      send(world, "POST", `/api/parent/children/${child.id}/unlink`, stranger.cookie),
      send(world, "POST", `/api/parent/children/${child.id}/consent`, stranger.cookie, { noticeVersion: "x" }),
      send(world, "POST", `/api/parent/children/${child.id}/consent/withdraw`, stranger.cookie),
      send(world, "PUT", `/api/parent/children/${child.id}/parent-password`, stranger.cookie, { parentPassword: "Lighthouse-2031" }),
      send(world, "PUT", `/api/parent/children/${child.id}/limits`, stranger.cookie, {
        dailyMessageLimit: 1,
        dailyTimeLimitMinutes: null,
        timeZone: "UTC",
      }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: FAMILY_TEXTS.notYourChild });
    }
    expect((await childrenOf(parent.cookie))[0]?.parents).toBe(1);
  });

  it("removes only the parent's own link", async () => {
    const [first, second] = await Promise.all([verifiedParent(world), verifiedParent(world)]);
    const child = await registerChild(world);
    await linkChild(world, first, child);
    await linkChild(world, second, child);
    expect((await send(world, "POST", `/api/parent/children/${child.id}/unlink`, first.cookie)).statusCode).toBe(200);
    expect(await childrenOf(first.cookie)).toEqual([]);
    expect((await childrenOf(second.cookie)).map((summary) => [summary.id, summary.parents])).toEqual([[child.id, 1]]);
    expect((await send(world, "POST", `/api/parent/children/${child.id}/unlink`, first.cookie)).statusCode).toBe(404);
  });
});

describe("the parent password and limits, set from the parent area", () => {
  const setParentPassword = (cookie: string, childId: number, parentPassword: string) =>
    send(world, "PUT", `/api/parent/children/${childId}/parent-password`, cookie, { parentPassword });

  it("sets the parent password under the device's rules; the device then checks it", async () => {
    const parent = await verifiedParent(world);
    const child = await registerChild(world);
    await linkChild(world, parent, child);
    const weak = await setParentPassword(parent.cookie, child.id, "abc");
    expect(weak.statusCode).toBe(400);
    const same = await setParentPassword(parent.cookie, child.id, CHILD_PASSWORD);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ message: PARENTAL_TEXTS.sameAsChildPassword });

    const set = await setParentPassword(parent.cookie, child.id, "Lighthouse-2031");
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<ChildSummary>().limits.parentPasswordSet).toBe(true);
    const on = await send(world, "POST", "/api/study-mode/toggle", child.cookie, { enabled: true, password: "Lighthouse-2031" });
    expect(on.statusCode, on.body).toBe(200);
    expect((await send(world, "POST", "/api/study-mode/toggle", child.cookie, { enabled: false, password: "guess-2031x" })).statusCode).toBe(
      403,
    );
    expect((await childrenOf(parent.cookie))[0]?.studyModeEnabled).toBe(true);
    // Set again without the old one: the parent account is the proof.
    expect((await setParentPassword(parent.cookie, child.id, "Harbour-Light-77")).statusCode).toBe(200);
    expect(
      (await send(world, "POST", "/api/study-mode/toggle", child.cookie, { enabled: false, password: "Harbour-Light-77" })).statusCode,
    ).toBe(200);
  });

  it("keeps the device from choosing the first parent password of a linked child", async () => {
    const parent = await verifiedParent(world);
    const child = await registerChild(world);
    await linkChild(world, parent, child);
    const chosen = await send(world, "POST", "/api/study-mode/toggle", child.cookie, { enabled: true, password: "Lighthouse-2031" });
    expect(chosen.statusCode).toBe(403);
    expect(chosen.json()).toMatchObject({ message: FAMILY_TEXTS.parentPasswordRemote });
    const unlinked = await registerChild(world);
    expect(
      (await send(world, "POST", "/api/study-mode/toggle", unlinked.cookie, { enabled: true, password: "Lighthouse-2031" })).statusCode,
    ).toBe(200);
  });

  it("sets the limits without a parent password, under the device's validation", async () => {
    const parent = await verifiedParent(world);
    const child = await registerChild(world);
    await linkChild(world, parent, child);
    const limits = { dailyMessageLimit: 20, dailyTimeLimitMinutes: 45, timeZone: "Europe/Paris" };
    const set = await send(world, "PUT", `/api/parent/children/${child.id}/limits`, parent.cookie, limits);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<ChildSummary>().limits).toMatchObject(limits);
    const device = await send(world, "GET", "/api/parental-limits", child.cookie);
    expect(device.json<ParentalLimitsState>()).toMatchObject(limits);
    const bad = await send(world, "PUT", `/api/parent/children/${child.id}/limits`, parent.cookie, { ...limits, timeZone: "Mars/Olympus" });
    expect(bad.statusCode).toBe(400);
    const withPassword = await send(world, "PUT", `/api/parent/children/${child.id}/limits`, parent.cookie, { ...limits, password: "x" });
    expect(withPassword.statusCode).toBe(400);
  });
});
