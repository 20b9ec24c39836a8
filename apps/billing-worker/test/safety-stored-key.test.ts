// The weekly re-check calls Gemini with the key an operator stored in the console (sealed with the KEY_ENCRYPTION_KEY
// the API shares), before GEMINI_API_KEY, as every other AI call does; the call carries the job's id.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { DEV_ONLY_KEY_ENCRYPTION_KEY, GEMINI_KEY_PROVIDER, kekIdOf, parseKeyEncryptionKey, sealApiKey } from "@kidsafe/ai";
import { createAiProviderKeysRepository, createOperatorsRepository, createSafetyChecksRepository } from "@kidsafe/db";
import { startGeminiEmulator } from "@kidsafe/gemini-emulator";
import type { GeminiEmulator } from "@kidsafe/gemini-emulator";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DAY_MS, advertiserOf, paidAdvertiser, startWorkerWorld } from "./harness.ts";
import type { WorkerWorld } from "./harness.ts";

const STORED_KEY = "AIza-operator-stored-key-4321";
const NOW = new Date("2026-11-16T03:00:00Z");
const PAGE = `<!doctype html><html><head><title>Fraction Forest</title>
  <meta name="description" content="Practise fractions with friendly forest games for ages 6 to 11."></head>
  <body><h1>Fraction Forest</h1><p>Learn halves, quarters and thirds by sharing fruit with forest animals.</p></body></html>`;

let site: ReturnType<typeof createServer>;
let origin: string;
let gemini: GeminiEmulator;
let world: WorkerWorld;

beforeAll(async () => {
  site = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(PAGE);
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  origin = `http://localhost:${(site.address() as AddressInfo).port}`;
  // The emulator takes only the stored key: the worker's GEMINI_API_KEY is refused.
  gemini = await startGeminiEmulator({ apiKey: STORED_KEY });
  world = await startWorkerWorld({
    env: { GEMINI_API_KEY: "env-key-refused", GEMINI_BASE_URL: gemini.url, SAFE_FETCH_ALLOW_ORIGINS: origin, SAFETY_SPREAD_MS: "1" },
    overrides: { clock: () => NOW },
  });
});
afterAll(async () => {
  await world?.close();
  await gemini?.close();
  await new Promise((resolve) => site?.close(resolve));
});

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
  const advertiser = await paidAdvertiser(world, new Date(NOW.getTime() - 7 * DAY_MS), undefined, `${origin}/`);

  expect(await world.safetySweep()).toEqual({ scheduled: 1 });

  const [check] = await createSafetyChecksRepository(world.database.db).listForAdvertiser(advertiser.id, 5);
  expect(check).toMatchObject({ trigger: "weekly", isSafe: true });
  expect(await advertiserOf(world, advertiser.id)).toMatchObject({ pausedAt: null, safetyCheckedAt: NOW });
  expect(gemini.requests.map((request) => request.apiKey)).toEqual([STORED_KEY]);
  expect(gemini.requests[0]?.clientRequestId).toBe(`job:safety:safety-${advertiser.id}`);
});
