// The emulator as a process of its own (the dev stack starts it when no GEMINI_API_KEY is set). Environment:
//   PORT                               listen port (default 3007)
//   HOST                               listen address (default 127.0.0.1)
//   GEMINI_EMULATOR_DELAY_MS           wait before each answer, so a typing indicator shows (default 400; 0 = instant)
//   GEMINI_EMULATOR_CHUNK_DELAY_MS     wait between streamed pieces (default 30)
//   GEMINI_EMULATOR_API_KEY            accept only this key (default: any non-empty key)
//   GEMINI_EMULATOR_LIVE_LIFETIME_MS   a Live connection's lifetime before goAway and close (default 600000)
//   GEMINI_EMULATOR_CONTROL            "false" turns off the /__emulator/* test hooks (default on: development only)
import { startGeminiEmulator } from "./server.ts";

function numberFrom(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    console.error(`${name}=${raw} is not a number of milliseconds (0 or more)`);
    process.exit(1);
  }
  return value;
}

const emulator = await startGeminiEmulator({
  port: numberFrom("PORT", 3007),
  host: process.env.HOST ?? "127.0.0.1",
  delayMs: numberFrom("GEMINI_EMULATOR_DELAY_MS", 400),
  chunkDelayMs: numberFrom("GEMINI_EMULATOR_CHUNK_DELAY_MS", 30),
  apiKey: process.env.GEMINI_EMULATOR_API_KEY || undefined,
  live: { connectionLifetimeMs: numberFrom("GEMINI_EMULATOR_LIVE_LIFETIME_MS", 600_000) },
  controlEndpoints: process.env.GEMINI_EMULATOR_CONTROL !== "false",
});
console.log(`Gemini emulator (offline AI) listening on ${emulator.url}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void emulator.close().then(() => process.exit(0));
  });
}
