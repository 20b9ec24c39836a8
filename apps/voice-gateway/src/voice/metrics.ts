// The autoscaler follows the open calls; the bench reads the time the gateway adds to each chunk, measured inside the process.
import { Counter, Gauge, Histogram, Registry } from "prom-client";

/** Seconds since `startedAt` (a process.hrtime.bigint()), as chunkLatency observes them. */
export const elapsedSeconds = (startedAt: bigint) => Number(process.hrtime.bigint() - startedAt) / 1e9;

export function createVoiceMetrics() {
  const registry = new Registry();
  const activeCalls = new Gauge({ name: "voice_gateway_active_calls", help: "Voice calls open now", registers: [registry] });
  const chunkLatency = new Histogram({
    name: "voice_gateway_chunk_latency_seconds",
    help: "Time the gateway adds to one audio chunk, from receiving it to handing it on",
    labelNames: ["direction"] as const,
    buckets: [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05],
    registers: [registry],
  });
  const droppedAudio = new Counter({
    name: "voice_gateway_dropped_audio_chunks_total",
    help: "Audio chunks dropped by a bound (pending audio while the AI is not ready; a page that cannot keep up)",
    labelNames: ["direction"] as const,
    registers: [registry],
  });
  const clauseVerdict = new Histogram({
    name: "voice_gateway_clause_verdict_seconds",
    help: "Time one clause of a spoken answer waits for its verdict (our patterns, then the model verdict) once asked",
    buckets: [0.01, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.75, 1, 1.5, 2, 3, 4, 5],
    registers: [registry],
  });
  const upstreamMoves = new Counter({
    name: "voice_gateway_upstream_moves_total",
    help: "Moves of a call to a new AI connection (goAway or an unexpected close), resumed with its handle",
    registers: [registry],
  });
  return {
    registry,
    activeCalls,
    // Bound once: finding a child by its labels costs more than observing.
    chunkLatency: { up: chunkLatency.labels("up"), down: chunkLatency.labels("down") },
    droppedAudio,
    clauseVerdict,
    upstreamMoves,
  };
}

export type VoiceMetrics = ReturnType<typeof createVoiceMetrics>;
