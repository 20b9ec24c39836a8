import type { z } from "zod";

/** The queue every billing job goes through. */
export const BILLING_QUEUE = "billing";

export interface JobDefinition<Payload extends z.ZodType> {
  payload: Payload;
  run(payload: z.output<Payload>): Promise<void>;
}

/**
 * The catalog of jobs this worker runs, by name. It is empty until the weekly billing issue adds the
 * billing cycle, charge and overdue jobs; a job whose name is not here fails loudly instead of being
 * dropped.
 */
export const billingJobs: Record<string, JobDefinition<z.ZodType>> = {};

export class UnknownJobError extends Error {
  constructor(name: string) {
    super(`No billing job is named "${name}"`);
  }
}

/** Validates a dequeued job's payload against its catalog entry before running it. */
export async function runBillingJob(
  name: string,
  data: unknown,
  catalog: Record<string, JobDefinition<z.ZodType>> = billingJobs,
): Promise<void> {
  const job = catalog[name];
  if (!job) throw new UnknownJobError(name);
  await job.run(job.payload.parse(data));
}
