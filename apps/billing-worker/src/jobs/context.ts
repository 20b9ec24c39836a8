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

/** What the jobs run on. */
export interface JobContext {
  db: Db;
  payments: PaymentsPort;
  siteChecker: SiteChecker;
  /** Sends the queued mails to parents through the SMTP server. */
  mailer: Mailer;
  /** Where the sweeps add their charge and check jobs. */
  queues: Pick<JobQueues, "enqueue" | "enqueueMany">;
  clock: () => Date;
  log: JobLog;
  metrics: WorkerMetrics;
  production: boolean;
  /** The weekly safety sweep spreads its checks over this long. */
  safetySpreadMs: number;
  /** The student site's origin: the links in mails to parents (the parent area, the weekly summary's unsubscribe). */
  publicUrl: string;
  /** The daily watch of landing pages: the network it reads (the site checker's), its spread and its fetch rate. */
  siteWatch: { read: Pick<ReadSiteOptions, "policy" | "resolve">; spreadMs: number; fetchesPerMinute: number };
}

export class SimulatedTimeInProductionError extends Error {
  constructor() {
    super("This job carries a simulated time (asOf), which production refuses: money follows the real calendar only.");
    this.name = "SimulatedTimeInProductionError";
  }
}

/** The moment a job takes for "now": its `asOf` (outside production only), else the clock. */
export function nowOf(context: JobContext, asOf: string | undefined): Date {
  if (asOf === undefined) return context.clock();
  if (context.production) throw new SimulatedTimeInProductionError();
  return new Date(asOf);
}

/** Billing with "now" at `now`: the real clock, or a simulated sweep's. */
export function billingAt(context: JobContext, now: Date | undefined): Billing {
  return createBilling({ db: context.db, payments: context.payments, clock: now ? () => now : context.clock, log: context.log });
}
