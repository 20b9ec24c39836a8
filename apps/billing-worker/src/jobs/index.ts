import { parseJob } from "@kidsafe/jobs";
import { runBillingSweep } from "./billing-sweep.ts";
import { runCharge } from "./charge.ts";
import type { JobContext } from "./context.ts";
import { runSafetyCheck } from "./safety-check.ts";
import { runSafetyEventsPurge } from "./safety-events-purge.ts";
import { runSafetySweep } from "./safety-sweep.ts";

/** Runs a job taken from a queue: an unknown name or an invalid payload fails it loudly (parseJob). */
export async function runJob(context: JobContext, name: string, data: unknown): Promise<unknown> {
  const job = parseJob(name, data);
  switch (job.name) {
    case "billing.sweep":
      return runBillingSweep(context, job.payload);
    case "billing.charge":
      return runCharge(context, job.payload);
    case "safety.sweep":
      return runSafetySweep(context);
    case "safety.check":
      return runSafetyCheck(context, job.payload);
    case "safety.events.purge":
      return runSafetyEventsPurge(context);
  }
}

export type { JobContext, JobLog } from "./context.ts";
