// The Gemini emulator in instant mode (no delay), in a process of its own so its work does not share the API's
// event loop. BENCH_EMULATOR_CHUNK_DELAY_MS paces the chunks of its answers (the voice goal: spoken answers in real
// time, as a person hears them).
import { startGeminiEmulator } from "@kidsafe/gemini-emulator";

const emulator = await startGeminiEmulator({ delayMs: 0, chunkDelayMs: Number(process.env.BENCH_EMULATOR_CHUNK_DELAY_MS ?? 0) });
process.send?.({ port: emulator.port });
process.once("SIGTERM", () => {
  void emulator.close().then(() => process.exit(0));
});
