import type { CatalogueHit } from "@kidsafe/db";

const SUBJECT_BOOST = 1.5;

/** A boost, never a filter: hits of an earlier pass stay first. */
export function favourSubject(hits: readonly CatalogueHit[], subject: string | null): CatalogueHit[] {
  if (subject === null) return [...hits];
  return hits
    .map((hit) => ({ hit, score: hit.subjects.includes(subject) ? hit.rank * SUBJECT_BOOST : hit.rank }))
    .sort((a, b) => a.hit.pass - b.hit.pass || b.score - a.score || a.hit.id - b.hit.id)
    .map(({ hit }) => hit);
}
