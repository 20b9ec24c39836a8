// Collections are repeated until the figure stops falling: V8 takes freed Buffers off its count of outside memory only at a later collection.
import { join } from "node:path";
import { writeHeapSnapshot } from "node:v8";

const MAX_COLLECTIONS = 6;

const collect = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

function liveBytes(): number {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external;
}

process.on("message", (message) => {
  if (message !== "live-bytes") return;
  collect();
  let bytes = liveBytes();
  for (let round = 1; round < MAX_COLLECTIONS; round++) {
    collect();
    const next = liveBytes();
    const settled = next > bytes * 0.99;
    bytes = Math.min(bytes, next);
    if (settled) break;
  }
  const folder = process.env.BENCH_HEAP_SNAPSHOTS;
  if (folder) writeHeapSnapshot(join(folder, `${process.pid}-${Date.now()}.heapsnapshot`));
  process.send?.({ liveBytes: bytes });
});
