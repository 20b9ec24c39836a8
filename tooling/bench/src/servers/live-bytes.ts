// Answers the bench's "live-bytes" question (ServerHandle.liveBytes in load.ts) for the server that imports it: full
// garbage collections (the bench forks servers with --expose-gc), the second after Buffers freed by the first are
// swept, then the bytes still held.
process.on("message", (message) => {
  if (message !== "live-bytes") return;
  const collect = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
  collect();
  setTimeout(() => {
    collect();
    const usage = process.memoryUsage();
    process.send?.({ liveBytes: usage.heapUsed + usage.external });
  }, 200);
});
