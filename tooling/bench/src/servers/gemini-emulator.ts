// The Gemini emulator in instant mode (no delay), in a process of its own so its work does not share the API's
// event loop.
import { startGeminiEmulator } from "@kidsafe/gemini-emulator";

const emulator = await startGeminiEmulator({ delayMs: 0, chunkDelayMs: 0 });
process.send?.({ port: emulator.port });
process.once("SIGTERM", () => {
  void emulator.close().then(() => process.exit(0));
});
