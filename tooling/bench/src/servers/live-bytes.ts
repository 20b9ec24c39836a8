// Answers the bench's "live-bytes" question (ServerHandle.liveBytes in load.ts) for the server that imports it: the
// bytes its live objects hold (V8's heap in use plus memory outside it, such as Buffers) after full garbage
// collections (the bench forks servers with --expose-gc). Collections are repeated until the figure stops falling:
// V8 takes the Buffers a collection freed off its count of outside memory only at a later one, so a figure read
// after one or two collections still carries megabytes of freed Buffers. BENCH_HEAP_SNAPSHOTS=<folder> also writes
// a heap snapshot there each time, to see what the bytes are (compare two in Chrome DevTools' Memory tab).
import { join } from "node:path";
import { writeHeapSnapshot } from "node:v8";

/** At most this many collections; the figure settles after two or three. */
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
