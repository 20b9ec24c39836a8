import { afterAll, beforeAll, describe, expect, it } from "vitest";
// By path, not by package name: see vitest.config.ts.
import { createTestDatabase, testServiceUrls } from "../../testing/src/index.ts";
import type { TestDatabase } from "../../testing/src/index.ts";
import {
  createAdEventsRepository,
  createAdvertisersRepository,
  createAdvertiserUsageRepository,
  createBillingCyclesRepository,
  createCycleChargesRepository,
} from "../src/index.ts";
import type { AdEventInput, NewAdvertiser } from "../src/index.ts";

let database: TestDatabase;
let counter = 0;

beforeAll(async () => {
  database = await createTestDatabase(testServiceUrls().databaseUrl);
});
afterAll(() => database.drop());

const PRICES = { viewCents: 10, recommendationCents: 100 };
const DAY_MS = 24 * 60 * 60 * 1000;
const PAID = new Date("2026-11-02T10:30:00Z");
const at = (days: number, ms = 0) => new Date(PAID.getTime() + days * DAY_MS + ms);

const cycles = () => createBillingCyclesRepository(database.db);
const usage = () => createAdvertiserUsageRepository(database.db);
const charges = () => createCycleChargesRepository(database.db);
const events = () => createAdEventsRepository(database.db);

function row(fields: Partial<NewAdvertiser> = {}): NewAdvertiser {
  counter++;
  return {
    appName: `Billing App ${counter}`,
    appUrl: `https://www.Billing-App-${counter}.example/games`,
    email: `billing-app-${counter}`,
    passwordHash: "!test",
    appDescription: "Counting games",
    status: "active",
    safetyStatus: "safe",
    upfrontPaidAt: PAID,
    ...fields,
  };
}

/** Stores counted events the way the flusher does; views unless told otherwise. */
async function store(advertiserId: number, times: Date[], kind: AdEventInput["kind"] = "view"): Promise<number> {
  return events().insertEvents(
    times.map((occurredAt) => ({
      eventKey: `${advertiserId}-${kind}-${counter++}`,
      advertiserId,
      userId: 0,
      sessionId: `s${counter}`,
      kind,
      recommendationType: kind === "recommendation" ? "search" : null,
      query: "q",
      occurredAt,
    })),
  );
}

describe("the running cycle", () => {
  it("starts when the upfront fee is paid, not before, however the advertiser came to be paid", async () => {
    const repository = createAdvertisersRepository(database.db);
    const unpaid = await repository.insert(row({ upfrontPaidAt: null, status: "pending_payment" }));
    expect(await usage().usageOf(unpaid)).toBeUndefined();
    expect(await repository.recordUpfrontPaid(unpaid, { at: PAID, paymentMethodId: "pm_1" })).toBe(true);
    expect(await repository.recordUpfrontPaid(unpaid, { at: at(1), paymentMethodId: "pm_2" })).toBe(false);
    expect(await usage().usageOf(unpaid)).toMatchObject({ cycleStart: PAID, cycleEnd: at(7), views: 0 });
    expect((await repository.findById(unpaid))?.status).toBe("active");

    const seededPaid = await repository.insert(row());
    expect((await usage().usageOf(seededPaid))?.cycleStart).toEqual(PAID);
  });

  it("counts each stored event once: before the cycle's end into it, after it into the next, a repeat not at all", async () => {
    const id = await createAdvertisersRepository(database.db).insert(row());
    await store(id, [at(1), at(6, DAY_MS - 1)]);
    await store(id, [at(7), at(8)]);
    await store(id, [at(2)], "recommendation");
    await store(id, [at(3)], "click");
    const repeat = {
      eventKey: "same-entry",
      advertiserId: id,
      userId: 0,
      sessionId: "x",
      kind: "view",
      recommendationType: null,
      query: "",
      occurredAt: at(2),
    } as const;
    expect(await events().insertEvents([repeat])).toBe(1);
    expect(await events().insertEvents([repeat])).toBe(0);
    expect(await usage().usageOf(id)).toMatchObject({ views: 3, nextViews: 2, recommendations: 1, clicks: 1 });
  });
});

describe("closing cycles", () => {
  it("closes an ended cycle at its end with its amount, and starts the next there with what came after", async () => {
    const id = await createAdvertisersRepository(database.db).insert(row());
    await store(id, [at(1), at(2), at(3)]);
    await store(id, [at(4)], "recommendation");
    await store(id, [at(7, 1)]);
    expect(await usage().closeEndedCycles(at(7, -1), PRICES, id)).toBe(0);
    expect(await usage().closeEndedCycles(at(7), PRICES, id)).toBe(1);
    const [closed] = await cycles().history(id, 5);
    expect(closed).toMatchObject({ cycleStart: PAID, cycleEnd: at(7), views: 3, recommendations: 1, amountCents: 130, state: "due" });
    expect(await usage().usageOf(id)).toMatchObject({ cycleStart: at(7), cycleEnd: at(14), views: 1, nextViews: 0 });
    // Closing again changes nothing.
    expect(await usage().closeEndedCycles(at(7), PRICES, id)).toBe(0);
  });

  it("counts an event stored after its cycle closed in the running cycle: billed once, in the next bill", async () => {
    const id = await createAdvertisersRepository(database.db).insert(row());
    await store(id, [at(1)]);
    await usage().closeEndedCycles(at(7), PRICES, id);
    await store(id, [at(6)]);
    await usage().closeEndedCycles(at(14), PRICES, id);
    const history = await cycles().history(id, 5);
    expect(history.map((cycle) => [cycle.views, cycle.amountCents])).toEqual([
      [1, 10],
      [1, 10],
    ]);
  });

  it("catches up cycle by cycle when it ran late, waiving those with nothing to charge", async () => {
    const id = await createAdvertisersRepository(database.db).insert(row());
    await store(id, [at(1)]);
    await store(id, [at(8)]);
    expect(await usage().closeEndedCycles(at(22), PRICES, id)).toBe(3);
    const history = await cycles().history(id, 5);
    expect(history.map((cycle) => [cycle.cycleStart.getTime(), cycle.views, cycle.state])).toEqual([
      [at(14).getTime(), 0, "waived"],
      [at(7).getTime(), 1, "due"],
      [at(0).getTime(), 1, "due"],
    ]);
    expect((await usage().usageOf(id))?.cycleStart).toEqual(at(21));
  });

  it("closes the running cycle early when the advertiser pays now, once, and starts a new 7-day cycle then", async () => {
    const id = await createAdvertisersRepository(database.db).insert(row());
    expect(await usage().closeRunningCycle(id, at(2), PRICES)).toBeUndefined();
    await store(id, [at(1), at(1, 5)]);
    const closed = await usage().closeRunningCycle(id, at(2), PRICES);
    expect(closed).toMatchObject({ cycleStart: PAID, cycleEnd: at(2), views: 2, amountCents: 20, state: "due" });
    expect(await usage().closeRunningCycle(id, at(2), PRICES)).toBeUndefined();
    expect(await usage().usageOf(id)).toMatchObject({ cycleStart: at(2), cycleEnd: at(9), views: 0 });
  });

  it("counts every event exactly once while flushes and closings race", async () => {
    const ids = [];
    for (let index = 0; index < 5; index++) ids.push(await createAdvertisersRepository(database.db).insert(row()));
    const times = Array.from({ length: 400 }, (_, index) => at(Math.floor(index / 20), index));
    const flushes = [];
    for (let batch = 0; batch < 20; batch++) {
      const slice = times.slice(batch * 20, batch * 20 + 20);
      flushes.push(...ids.map((id) => store(id, slice)));
    }
    const closings = Array.from({ length: 25 }, (_, day) => usage().closeEndedCycles(at(day), PRICES));
    await Promise.all([...flushes, ...closings]);
    await usage().closeEndedCycles(at(28), PRICES);
    for (const id of ids) {
      const history = await cycles().history(id, 100);
      const running = await usage().usageOf(id);
      const billed = history.reduce((sum, cycle) => sum + cycle.views, 0) + (running?.views ?? 0) + (running?.nextViews ?? 0);
      expect(billed).toBe(times.length);
    }
  });
});

describe("overdue", () => {
  it("ends only when no bill of the advertiser is failed any more", async () => {
    const advertisers = createAdvertisersRepository(database.db);
    const id = await advertisers.insert(row());
    await store(id, [at(1)]);
    await usage().closeEndedCycles(at(7), PRICES, id);
    const charge = await charges().beginCharge(id, {
      now: at(7),
      retryFailed: () => false,
      minimumCents: 0,
      carryUntil: at(14),
      newKey: () => `overdue-${id}`,
    });
    if (charge.kind !== "charge") throw new Error(`expected a charge, got ${charge.kind}`);
    await charges().settleCharge(charge.payment.id, { paid: false, reason: "Your card was declined.", nextAttemptAt: at(8) });
    await advertisers.markOverdue(id, at(7));

    await advertisers.clearOverdue(id);
    expect((await advertisers.findById(id))?.overdueSince).toEqual(at(7));

    await charges().settleCharge(charge.payment.id, { paid: true, at: at(8) });
    await advertisers.clearOverdue(id);
    expect((await advertisers.findById(id))?.overdueSince).toBeNull();
  });
});
