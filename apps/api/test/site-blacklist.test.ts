// Blocked sites at registration through the real API: every spelling of a blocked site is refused before the safety
// check runs (the Gemini emulator gets no request, nothing is stored), with the true reason and until when; another
// app on a shared host is not refused; the block's end lets the site register again.
import { createBlockedSitesRepository } from "@kidsafe/db";
import type { SiteBlockReason } from "@kidsafe/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADVERTISER_SERVER_TEXTS } from "../src/modules/advertiser/texts.ts";
import { call, completeRegistration, registrationFor, startPortalWorld } from "./advertiser-support.ts";
import type { PortalWorld } from "./advertiser-support.ts";
import { manualClock } from "./ads-support.ts";

let world: PortalWorld;
const clock = manualClock(new Date().toISOString());
const DAY_MS = 24 * 60 * 60_000;

beforeAll(async () => {
  world = await startPortalWorld({ clock: clock.now });
});
afterAll(() => world.close());

const blockedSites = () => createBlockedSitesRepository(world.api.database.db);

/** An ended account of `appUrl`, and its site blocked for 30 days from the API's now. */
async function blockSite(appUrl: string, reason: SiteBlockReason): Promise<Date> {
  const { id } = await world.api.database.db
    .insertInto("advertisers")
    .values({
      app_name: `Ended ${Math.random().toString(36).slice(2)}`,
      app_url: appUrl,
      app_description: "Ended app",
      email: "ended",
      password_hash: "!test",
      status: "cancelled",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const expiresAt = new Date(clock.now().getTime() + 30 * DAY_MS);
  await blockedSites().block({ appUrl, reason, note: "test", advertiserId: id, at: clock.now(), expiresAt });
  return expiresAt;
}

function checkSite(url: string) {
  return call(world.api, "POST", "/api/advertiser/safety-check", {
    url,
    appName: "Forest Games",
    appDescription: "Fraction games for kids",
    minAge: 6,
    maxAge: 12,
  });
}

/** Asserts the safety check of `url` is refused with `message`, with no model request and no verdict stored. */
async function expectRefusedBeforeTheCheck(url: string, message: string) {
  const modelRequests = world.gemini.requests.length;
  const response = await checkSite(url);
  expect(response.statusCode, url).toBe(409);
  expect(response.json(), url).toMatchObject({ message });
  expect(world.gemini.requests.length, url).toBe(modelRequests);
  const stored = await world.api.database.db.selectFrom("safety_checks").select("id").where("url", "=", url).execute();
  expect(stored, url).toEqual([]);
}

describe("a blocked site at registration", () => {
  it("refuses every spelling of a site an operator blocked before any check, saying so and until when", async () => {
    const until = await blockSite("https://www.evil.example/games", "operator");
    const message = ADVERTISER_SERVER_TEXTS.siteBlocked({ reason: "operator", expiresAt: until });
    expect(message).toMatch(/until [A-Z][a-z]+ \d{1,2}, \d{4}: our team ended/);
    for (const url of [
      "https://evil.example",
      "https://EVIL.example./",
      "https://www.evil.example:443/x",
      "https://shop.evil.example/app?id=2",
      "https://evil%2eexample/",
      "https://ww%77.evil.example/",
      "http://ＥＶＩＬ．example/",
    ]) {
      await expectRefusedBeforeTheCheck(url, message);
    }
    const registration = registrationFor(world, { appUrl: "https://evil.example/" });
    const completed = await completeRegistration(world, registration);
    expect(completed.statusCode).toBe(409);
    expect(completed.json()).toMatchObject({ message });
    expect(await world.api.database.db.selectFrom("advertisers").select("id").where("app_name", "=", registration.appName).execute()).toEqual(
      [],
    );
  });

  it("takes a unicode name and its punycode for one site", async () => {
    const until = await blockSite("https://évil-unicode.example/", "unpaid_fees");
    const message = ADVERTISER_SERVER_TEXTS.siteBlocked({ reason: "unpaid_fees", expiresAt: until });
    expect(message).toMatch(/ended with fees left unpaid \(a 30-day block\)/);
    await expectRefusedBeforeTheCheck("https://xn--vil-unicode-99a.example/", message);
    await expectRefusedBeforeTheCheck("https://ÉVIL-UNICODE.example./", message);
  });

  it("refuses the blocked sample site, not another site on the same local server, until the block ends", async () => {
    const blocked = `${world.sites.origin}/fractions?app=ended`;
    const until = await blockSite(blocked, "unpaid_fees");
    const message = ADVERTISER_SERVER_TEXTS.siteBlocked({ reason: "unpaid_fees", expiresAt: until });
    for (const url of [
      `${world.sites.origin}/fractions?app=again`,
      `${world.sites.origin}/FRACTIONS/about`,
      `${world.sites.origin}/%66ractions`,
    ]) {
      await expectRefusedBeforeTheCheck(url, message);
    }

    const modelRequests = world.gemini.requests.length;
    const other = await checkSite(`${world.sites.origin}/casino`);
    expect(other.statusCode, other.body).toBe(200);
    expect(world.gemini.requests.length).toBeGreaterThan(modelRequests);

    clock.advanceMs(30 * DAY_MS);
    const again = await checkSite(`${world.sites.origin}/fractions?app=after-the-block`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ isSafe: true });
  });

  it("refuses an app store app that was blocked, not another app of that store", async () => {
    const until = await blockSite("https://apps.apple.com/us/app/evil-games/id111", "operator");
    await expectRefusedBeforeTheCheck(
      "https://apps.apple.com/gb/app/evil-games-renamed/id111?mt=8",
      ADVERTISER_SERVER_TEXTS.siteBlocked({ reason: "operator", expiresAt: until }),
    );
    // Registration goes on to its next rule (a passed check is required): the block is not what refuses it.
    const other = await completeRegistration(world, registrationFor(world, { appUrl: "https://apps.apple.com/us/app/good-games/id222" }));
    expect(other.statusCode).toBe(409);
    expect(other.json<{ message: string }>().message).not.toMatch(/can't be registered/);
  });
});
