import { JOB_PAYLOADS } from "@kidsafe/contracts";
import type { JobName, JobPayload } from "@kidsafe/contracts";

export class UnknownJobError extends Error {
  constructor(name: string) {
    super(`No job is named "${name}" (known: ${Object.keys(JOB_PAYLOADS).join(", ")})`);
    this.name = "UnknownJobError";
  }
}

export class InvalidJobPayloadError extends Error {
  constructor(name: string, problems: string) {
    super(`The payload of job "${name}" is not valid: ${problems}`);
    this.name = "InvalidJobPayloadError";
  }
}

export type ParsedJob = { [Name in JobName]: { name: Name; payload: JobPayload<Name> } }[JobName];

export function parseJob(name: string, data: unknown): ParsedJob {
  if (!Object.hasOwn(JOB_PAYLOADS, name)) throw new UnknownJobError(name);
  const jobName = name as JobName;
  const result = JOB_PAYLOADS[jobName].payload.safeParse(data);
  if (!result.success) {
    throw new InvalidJobPayloadError(
      name,
      result.error.issues.map((issue) => `${issue.path.join(".") || "(payload)"}: ${issue.message}`).join("; "),
    );
  }
  return { name: jobName, payload: result.data } as ParsedJob;
}
