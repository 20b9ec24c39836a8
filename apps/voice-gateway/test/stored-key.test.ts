// The voice gateway calls Gemini with the key an operator stored in the console (sealed with the
// KEY_ENCRYPTION_KEY the API shares), before GEMINI_API_KEY, and picks a new one up without a restart.
import { DEV_ONLY_KEY_ENCRYPTION_KEY, GEMINI_KEY_PROVIDER, kekIdOf, parseKeyEncryptionKey, sealApiKey } from "@kidsafe/ai";
import { createAiProviderKeysRepository, createOperatorsRepository } from "@kidsafe/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openVoice, signedInStudent, startTestGateway } from "./harness.ts";
import type { TestGateway } from "./harness.ts";

const STORED_KEY = "AIza-operator-stored-key-9876";
let test: TestGateway;

beforeAll(async () => {
  // The emulator takes only the stored key; the gateway's GEMINI_API_KEY ("test-key") is refused.
  test = await startTestGateway({}, {}, STORED_KEY);
});
afterAll(() => test.close());

describe("the Gemini key of a voice call", () => {
  it("is the operator-stored key, opened with the shared key-encryption key, before GEMINI_API_KEY", async () => {
    const kek = parseKeyEncryptionKey(DEV_ONLY_KEY_ENCRYPTION_KEY);
    const { id: operatorId } = await createOperatorsRepository(test.database.db).upsert("key-keeper", "!test");
    await createAiProviderKeysRepository(test.database.db).store(GEMINI_KEY_PROVIDER, {
      sealed: sealApiKey(kek, STORED_KEY, GEMINI_KEY_PROVIDER),
      kekId: kekIdOf(kek),
      lastFour: STORED_KEY.slice(-4),
      setBy: operatorId,
      setAt: new Date(),
    });

    const client = await openVoice(test, await signedInStudent(test));
    await client.next("gemini_connected");
    expect(test.emulator.live.setups.length).toBeGreaterThan(0);
    client.socket.close();
    await client.closed;
  });
});
