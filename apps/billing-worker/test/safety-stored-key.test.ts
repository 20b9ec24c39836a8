// The weekly re-check calls Gemini with the key an operator stored in the console (sealed with the KEY_ENCRYPTION_KEY
// the API shares), before GEMINI_API_KEY, as every other AI call does; the call carries the job's id.
import { DEV_ONLY_KEY_ENCRYPTION_KEY, GEMINI_KEY_PROVIDER, kekIdOf, parseKeyEncryptionKey, sealApiKey } from "@kidsafe/ai";
import { createAiProviderKeysRepository, createOperatorsRepository, createSafetyChecksRepository } from "@kidsafe/db";
import { SAMPLE_SITE_PATHS } from "@kidsafe/testing";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DAY_MS, advertiserOf, paidAdvertiser } from "./harness.ts";
import type { WorkerWorld } from "./harness.ts";
import { startSafetyWorld } from "./safety-support.ts";
import type { SafetyWorld } from "./safety-support.ts";

const STORED_KEY = "AIza-operator-stored-key-4321";
const NOW = new Date("2026-11-16T03:00:00Z");
let safety: SafetyWorld;
let world: WorkerWorld;

beforeAll(async () => {
  // The emulator takes only the stored key: the worker's GEMINI_API_KEY is refused.
  safety = await startSafetyWorld({
    clock: () => NOW,
    geminiKey: STORED_KEY,
    env: { GEMINI_API_KEY: "env-key-refused", SAFETY_SPREAD_MS: "1" },
  });
  ({ world } = safety);
});
afterAll(() => safety?.close());

it("judges a site with the operator-stored key, before GEMINI_API_KEY, and names the job in the call", async () => {
  const kek = parseKeyEncryptionKey(DEV_ONLY_KEY_ENCRYPTION_KEY);
  const { id: operatorId } = await createOperatorsRepository(world.database.db).upsert("key-keeper", "!test");
  await createAiProviderKeysRepository(world.database.db).store(GEMINI_KEY_PROVIDER, {
    sealed: sealApiKey(kek, STORED_KEY, GEMINI_KEY_PROVIDER),
    kekId: kekIdOf(kek),
    lastFour: STORED_KEY.slice(-4),
    setBy: operatorId,
    setAt: new Date(),
  });
  const advertiser = await paidAdvertiser(
    world,
    new Date(NOW.getTime() - 7 * DAY_MS),
    undefined,
    `${safety.sites.origin}${SAMPLE_SITE_PATHS.safe}`,
  );

  expect(await world.safetySweep()).toEqual({ scheduled: 1 });

  const [check] = await createSafetyChecksRepository(world.database.db).listForAdvertiser(advertiser.id, 5);
  expect(check).toMatchObject({ trigger: "weekly", isSafe: true });
  expect(await advertiserOf(world, advertiser.id)).toMatchObject({ pausedAt: null, safetyCheckedAt: NOW });
  expect(safety.gemini.requests.map((request) => request.apiKey)).toEqual([STORED_KEY]);
  expect(safety.gemini.requests[0]?.clientRequestId).toBe(`job:safety:safety-${advertiser.id}`);
});
