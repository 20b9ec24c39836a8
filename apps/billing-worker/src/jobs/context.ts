import type { SiteChecker } from "@kidsafe/ai";
import { createBilling } from "@kidsafe/billing";
import type { Billing, PaymentsPort } from "@kidsafe/billing";
import type { Db } from "@kidsafe/db";
import type { JobQueues } from "@kidsafe/jobs";
import type { Mailer } from "@kidsafe/mail";
import type { ReadSiteOptions } from "@kidsafe/safe-fetch";
import type { WorkerMetrics } from "../metrics.ts";

export interface JobLog {
  info(object: unknown, message?: string): void;
  warn(object: unknown, message?: string): void;
  error(object: unknown, message?: string): void;
}

export interface JobContext {
  db: Db;
  payments: PaymentsPort;
  siteChecker: SiteChecker;
  mailer: Mailer;
  queues: Pick<JobQueues, "enqueue" | "enqueueMany">;
  clock: () => Date;
  log: JobLog;
  metrics: WorkerMetrics;
  production: boolean;
  safetySpreadMs: number;
  publicUrl: string;
  siteWatch: { read: Pick<ReadSiteOptions, "policy" | "resolve">; spreadMs: number; fetchesPerMinute: number };
}

export class SimulatedTimeInProductionError extends Error {
  constructor() {
    super("This job carries a simulated time (asOf), which production refuses: money follows the real calendar only.");
    this.name = "SimulatedTimeInProductionError";
  }
}

/** `asOf` is honoured outside production only. */
export function nowOf(context: JobContext, asOf: string | undefined): Date {
  if (asOf === undefined) return context.clock();
  if (context.production) throw new SimulatedTimeInProductionError();
  return new Date(asOf);
}

export function billingAt(context: JobContext, now: Date | undefined): Billing {
  return createBilling({ db: context.db, payments: context.payments, clock: now ? () => now : context.clock, log: context.log });
}
