import type { JobName, JobPayload } from "@kidsafe/contracts";
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

type JobRunners = { [Name in JobName]: (context: JobContext, payload: JobPayload<Name>) => Promise<unknown> };

/** Sweeps take no payload: they find their work in the database. */
const runners: JobRunners = {
  "billing.sweep": runBillingSweep,
  "billing.charge": runCharge,
  "safety.sweep": (context) => runSafetySweep(context),
  "safety.check": runSafetyCheck,
  "site.watch.sweep": (context) => runSiteWatchSweep(context),
  "site.watch": runSiteWatch,
  "mail.send": (context, payload) => runMailSend(context.mailer, payload),
  "privacy.retention": (context) => runPrivacyRetention(context),
  "family.alert": runFamilyAlert,
  "family.alert.sweep": (context) => runFamilyAlertSweep(context),
  "family.alert.digest": runFamilyAlertDigest,
  "family.weekly.sweep": (context) => runWeeklySummarySweep(context),
  "family.weekly.summary": runWeeklySummary,
};

function runParsed<Name extends JobName>(context: JobContext, job: { name: Name; payload: JobPayload<Name> }): Promise<unknown> {
  return runners[job.name](context, job.payload);
}

export async function runJob(context: JobContext, name: string, data: unknown): Promise<unknown> {
  return runParsed(context, parseJob(name, data));
}

export type { JobContext, JobLog } from "./context.ts";
