import { parseJob } from "@kidsafe/jobs";
import { runMailSend } from "@kidsafe/mail";
import { runBillingSweep } from "./billing-sweep.ts";
import { runCharge } from "./charge.ts";
import type { JobContext } from "./context.ts";
import { runFamilyAlert } from "./family-alert.ts";
import { runFamilyAlertDigest } from "./family-alert-digest.ts";
import { runFamilyAlertSweep } from "./family-alert-sweep.ts";
import { runPrivacyRetention } from "./privacy-retention.ts";
import { runSafetyCheck } from "./safety-check.ts";
import { runSafetySweep } from "./safety-sweep.ts";
import { runSiteWatch } from "./site-watch.ts";
import { runSiteWatchSweep } from "./site-watch-sweep.ts";
import { runWeeklySummary } from "./weekly-summary.ts";
import { runWeeklySummarySweep } from "./weekly-summary-sweep.ts";

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
    case "site.watch.sweep":
      return runSiteWatchSweep(context);
    case "site.watch":
      return runSiteWatch(context, job.payload);
    case "mail.send":
      return runMailSend(context.mailer, job.payload);
    case "privacy.retention":
      return runPrivacyRetention(context);
    case "family.alert":
      return runFamilyAlert(context, job.payload);
    case "family.alert.sweep":
      return runFamilyAlertSweep(context);
    case "family.alert.digest":
      return runFamilyAlertDigest(context, job.payload);
    case "family.weekly.sweep":
      return runWeeklySummarySweep(context);
    case "family.weekly.summary":
      return runWeeklySummary(context, job.payload);
  }
}

export type { JobContext, JobLog } from "./context.ts";
