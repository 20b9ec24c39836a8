// For rollout tests: processes of one shipped server behind a balancer that routes as the ingress does, to the
// processes whose readiness answers 200.
import { freePort } from "./ports.ts";
import { deployServerBundle, startServerProcess } from "./server-process.ts";
import type { ServerProcess } from "./server-process.ts";
import { startTestBalancer } from "./test-balancer.ts";
import type { TestBalancer } from "./test-balancer.ts";

/** How often the balancer asks each process's readiness, as the ingress's probes do. */
export const FLEET_PROBE_INTERVAL_MS = 100;

export interface FleetMember {
  origin: string;
  process: ServerProcess;
}

export interface ServerFleet {
  /** Where clients go: the balancer's routing and the requests it passed are on `balancer`. */
  balancer: TestBalancer;
  /** One more process of the bundle, answered once the balancer routes to it. */
  add(): Promise<FleetMember>;
  /** Stops every process, then the balancer, then removes the bundle. */
  close(): Promise<void>;
}

/**
 * `env` is every process's environment beyond what the fleet sets (a test's NODE_ENV, logs at info, the loopback
 * address and a free port); `healthPath` is its readiness, probed every `FLEET_PROBE_INTERVAL_MS`.
 */
export async function startServerFleet(options: { server: string; healthPath: string; env: Record<string, string> }): Promise<ServerFleet> {
  const bundle = await deployServerBundle(options.server);
  let balancer: TestBalancer;
  try {
    balancer = await startTestBalancer({ probeIntervalMs: FLEET_PROBE_INTERVAL_MS });
  } catch (error) {
    await bundle.remove();
    throw error;
  }
  const processes: ServerProcess[] = [];
  return {
    balancer,
    async add() {
      const port = await freePort();
      const started = startServerProcess(bundle.entry, {
        NODE_ENV: "test",
        LOG_LEVEL: "info",
        HOST: "127.0.0.1",
        ...options.env,
        PORT: String(port),
      });
      processes.push(started);
      const origin = `http://127.0.0.1:${port}`;
      await started.answers(`${origin}${options.healthPath}`);
      balancer.add(origin, options.healthPath);
      await balancer.probed(origin, 200);
      return { origin, process: started };
    },
    async close() {
      for (const running of processes) await running.stop(1_000);
      await balancer.close();
      await bundle.remove();
    },
  };
}
