// A process of its own, so its work does not share the API's event loop.
import { startGeminiEmulator } from "@kidsafe/gemini-emulator";

const verdictDelayMs = process.env.BENCH_EMULATOR_VERDICT_DELAY_MS;
const emulator = await startGeminiEmulator({
  delayMs: 0,
  chunkDelayMs: Number(process.env.BENCH_EMULATOR_CHUNK_DELAY_MS ?? 0),
  ...(verdictDelayMs === undefined ? {} : { verdictDelayMs: Number(verdictDelayMs) }),
});
process.send?.({ port: emulator.port });
process.once("SIGTERM", () => {
  void emulator.close().then(() => process.exit(0));
});
