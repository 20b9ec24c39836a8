// `pnpm bench`: the foundation's performance goals, measured in one run on this machine.
// Figures go into docs/performance.md by hand, with the machine they were measured on.
import { cpus } from "node:os";
import { measureAuthBundle } from "./bundle.ts";
import { load, startServer } from "./load.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const bare = await startServer("./servers/bare.ts");
const bareResult = await load(`http://127.0.0.1:${bare.port}/`, { seconds, connections });
await bare.stop();

const api = await startServer("./servers/api.ts");
const sessionResult = await load(`http://127.0.0.1:${api.port}/api/user`, {
  seconds,
  connections,
  headers: { cookie: api.cookie ?? "" },
});
await api.stop();

if (sessionResult.non2xx > 0 || sessionResult.errors > 0) {
  throw new Error(`GET /api/user failed during the run: ${sessionResult.non2xx} non-2xx, ${sessionResult.errors} errors`);
}

const share = sessionResult.requestsPerSecond / bareResult.requestsPerSecond;
const bundle = await measureAuthBundle();

const row = (name: string, result: typeof bareResult) =>
  `| ${name} | ${Math.round(result.requestsPerSecond)} | ${result.p50Ms} | ${result.p99Ms} |`;
console.log(`
Machine: ${cpus().length} cores (${cpus()[0]?.model ?? "unknown"}), Node ${process.version}; ${connections} connections, ${seconds} s each.

| server | requests/s | p50 ms | p99 ms |
|---|---|---|---|
${row("bare Fastify hello world", bareResult)}
${row("GET /api/user with a session", sessionResult)}

Session read keeps ${(share * 100).toFixed(1)}% of the bare server's requests per second (goal: at least 40%): ${share >= 0.4 ? "met" : "MISSED"}.
student-web JS for /auth: ${(bundle.gzipBytes / 1024).toFixed(1)} kB gzip in ${bundle.files.length} files (goal: under 150 kB): ${bundle.gzipBytes < 150 * 1024 ? "met" : "MISSED"}.
`);
