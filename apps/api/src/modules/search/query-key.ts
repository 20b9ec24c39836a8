export function normalisedQuery(query: string): string {
  return query.trim().toLowerCase().replace(/\s+/g, " ");
}

/** A separator no part can hold. */
export function cacheKey(...parts: ReadonlyArray<string | number | boolean | null>): string {
  return parts.join("\u0000");
}
