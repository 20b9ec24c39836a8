// Throughput swings from run to run on this shared machine, so the two servers are measured in turns and judged on the median ratio.
import { measureAuthBundle } from "../bundle.ts";
import { load, startServer } from "../load.ts";
import type { LoadResult } from "../load.ts";
import { median } from "../stats.ts";
import type { BenchSettings } from "./goal.ts";
import { loadRow, verdict } from "./goal.ts";

export async function foundation({ seconds, connections, rounds: roundCount }: BenchSettings): Promise<string> {
  const bare = await startServer("./servers/bare.ts");
  const api = await startServer("./servers/api.ts");
  const rounds: Array<{ bare: LoadResult; session: LoadResult }> = [];
  try {
    for (let round = 0; round < roundCount; round++) {
      const bareResult = await load(`http://127.0.0.1:${bare.port}/`, { seconds, connections });
      const sessionResult = await load(`http://127.0.0.1:${api.port}/api/user`, { seconds, connections, headers: { cookie: api.cookie ?? "" } });
      if (sessionResult.non2xx > 0 || sessionResult.errors > 0) {
        throw new Error(`GET /api/user failed during the run: ${sessionResult.non2xx} non-2xx, ${sessionResult.errors} errors`);
      }
      rounds.push({ bare: bareResult, session: sessionResult });
    }
  } finally {
    await bare.stop();
    await api.stop();
  }

  const shares = rounds.map((round) => round.session.requestsPerSecond / round.bare.requestsPerSecond);
  const middle = median(shares);
  const bundle = await measureAuthBundle();
  const rows = rounds.flatMap((round, index) => [
    loadRow(`round ${index + 1}: bare Fastify hello world`, round.bare),
    loadRow(`round ${index + 1}: GET /api/user with a session`, round.session),
  ]);
  return `| server | requests/s | p50 ms | p99 ms |
|---|---|---|---|
${rows.join("\n")}

Session read keeps ${shares.map((share) => `${(share * 100).toFixed(1)}%`).join(", ")} of the bare server's requests per second; median ${(middle * 100).toFixed(1)}% (goal: at least 40%): ${verdict(middle >= 0.4)}.
student-web JS for /auth: ${(bundle.gzipBytes / 1024).toFixed(1)} kB gzip in ${bundle.files.length} files (goal: under 150 kB): ${verdict(bundle.gzipBytes < 150 * 1024)}.`;
}
