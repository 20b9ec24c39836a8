/** The same words however they were typed: trimmed, lower case, single spaces. */
export function normalisedQuery(query: string): string {
  return query.trim().toLowerCase().replace(/\s+/g, " ");
}

/** A key of several parts for what search keeps in the process (a separator no part can hold). */
export function cacheKey(...parts: ReadonlyArray<string | number | boolean | null>): string {
  return parts.join("\u0000");
}
