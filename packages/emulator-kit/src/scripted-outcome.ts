/** Whether an outcome of one kind carries the fields that kind needs. */
export type OutcomeFieldsCheck = (outcome: Record<string, unknown>) => boolean;

export const noFieldsNeeded: OutcomeFieldsCheck = () => true;
export const hasErrorStatus: OutcomeFieldsCheck = (outcome) =>
  typeof outcome.status === "number" && outcome.status >= 400 && outcome.status < 600;

/**
 * A guard for what a test may script: an object of one of `kinds`, with that kind's fields, and optionally a string
 * `filterField` that says which requests it is meant for.
 */
export function scriptedOutcomeGuard<Outcome>(
  filterField: string,
  kinds: Record<string, OutcomeFieldsCheck>,
): (value: unknown) => value is Outcome {
  return (value): value is Outcome => {
    if (typeof value !== "object" || value === null) return false;
    const outcome = value as Record<string, unknown>;
    const filter = outcome[filterField];
    if (filter !== undefined && typeof filter !== "string") return false;
    const kind = outcome.kind;
    return typeof kind === "string" && Object.hasOwn(kinds, kind) && kinds[kind]!(outcome);
  };
}
