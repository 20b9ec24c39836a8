// Issue 2 goals: a session read keeps at least 40% of bare Fastify's requests per second; /auth JS < 150 kB gzip.
import { measureAuthBundle } from "../bundle.ts";
import { load, startServer } from "../load.ts";
import type { BenchSettings } from "./goal.ts";
import { loadRow, verdict } from "./goal.ts";

export async function foundation({ seconds, connections }: BenchSettings): Promise<string> {
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
  return `| server | requests/s | p50 ms | p99 ms |
|---|---|---|---|
${loadRow("bare Fastify hello world", bareResult)}
${loadRow("GET /api/user with a session", sessionResult)}

Session read keeps ${(share * 100).toFixed(1)}% of the bare server's requests per second (goal: at least 40%): ${verdict(share >= 0.4)}.
student-web JS for /auth: ${(bundle.gzipBytes / 1024).toFixed(1)} kB gzip in ${bundle.files.length} files (goal: under 150 kB): ${verdict(bundle.gzipBytes < 150 * 1024)}.`;
}
