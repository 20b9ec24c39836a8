// The world of the chat tests that script the model: the real API on a cooldown clock the test moves, the chat
// model's Gemini emulator, and the moderation verdicts' own emulator, so that the chat's requests, scripted answers and
// failures stay the chat's alone.
import { createGeminiReplyJudge, fixedKeySource } from "@kidsafe/ai";
import { startGeminiEmulator } from "@kidsafe/gemini-emulator";
import type { GeminiEmulator } from "@kidsafe/gemini-emulator";
import { cooldownClock } from "./chat-support.ts";
import { startTestApi } from "./harness.ts";
import type { TestApi, TestApiOptions } from "./harness.ts";

export type CooldownClock = ReturnType<typeof cooldownClock>;

export interface ChatWorld {
  api: TestApi;
  /** The chat model's emulator. */
  emulator: GeminiEmulator;
  clock: CooldownClock;
  close(): Promise<void>;
}

/** `apiOptions` is given the chat model emulator's address: a test configures the model with it, or builds it. */
export async function startChatWorld(apiOptions: (chatModelUrl: string) => TestApiOptions): Promise<ChatWorld> {
  const clock = cooldownClock();
  const emulator = await startGeminiEmulator({ apiKey: "test-key" });
  const verdicts = await startGeminiEmulator({ apiKey: "test-key" });
  const api = await startTestApi({
    ...apiOptions(emulator.url),
    replyJudge: createGeminiReplyJudge({ keySource: fixedKeySource("test-key"), baseUrl: verdicts.url }),
    clock: () => new Date(clock.now),
  });
  return {
    api,
    emulator,
    clock,
    async close() {
      await api.close();
      await emulator.close();
      await verdicts.close();
    },
  };
}
