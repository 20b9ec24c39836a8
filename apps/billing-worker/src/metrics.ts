import { Counter, Gauge, Registry, collectDefaultMetrics } from "prom-client";

export type WaitingCounts = () => Promise<Record<string, number>>;

/** A registry of its own: several workers in one test process must not share counts. */
export function createWorkerMetrics(waiting: WaitingCounts) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const jobsCompleted = new Counter({
    name: "billing_worker_jobs_completed_total",
    help: "Jobs finished, by queue and name",
    labelNames: ["queue", "name"],
    registers: [registry],
  });
  const jobsFailed = new Counter({
    name: "billing_worker_jobs_failed_total",
    help: "Job attempts that failed (each retry counts), by queue and name",
    labelNames: ["queue", "name"],
    registers: [registry],
  });
  new Gauge({
    name: "billing_worker_jobs_waiting",
    help: "Jobs waiting or delayed, by queue",
    labelNames: ["queue"],
    registers: [registry],
    async collect() {
      for (const [queue, count] of Object.entries(await waiting())) this.set({ queue }, count);
    },
  });
  const charges = new Counter({
    name: "billing_worker_charges_total",
    help: "Weekly charges of saved cards, by outcome (succeeded, failed, carried below the minimum)",
    labelNames: ["outcome"],
    registers: [registry],
  });
  const chargedCents = new Counter({
    name: "billing_worker_charged_cents_total",
    help: "Cents charged successfully on saved cards",
    registers: [registry],
  });
  const sitesPaused = new Counter({
    name: "billing_worker_sites_paused_total",
    help: "Apps paused because their weekly safety re-check failed",
    registers: [registry],
  });
  return { registry, jobsCompleted, jobsFailed, charges, chargedCents, sitesPaused };
}

export type WorkerMetrics = ReturnType<typeof createWorkerMetrics>;
