import type { SearchableAdvertiser } from "@kidsafe/db";
import { fitsAges, searchTerms } from "@kidsafe/ads";
import type { AdAgeRange } from "@kidsafe/ads";

/** Only where a word appears counts, not how often: repeating a word in a description must not buy a better place. */
const NAME_WEIGHT = 1;
const DESCRIPTION_WEIGHT = 0.4;

export interface SponsoredLookup {
  terms: readonly string[];
  /** An app is found only when every age the child may be is inside its range. */
  age: AdAgeRange;
  limit: number;
  tieBreakSeed: number;
}

export interface SponsoredIndex {
  readonly size: number;
  find(lookup: SponsoredLookup): SearchableAdvertiser[];
}

interface Analysis {
  appName: string;
  matchedText: string;
  terms: string[];
  weights: number[];
}

interface Postings {
  slots: number[];
  weights: number[];
}

interface Candidate {
  slot: number;
  everyTerm: boolean;
  score: number;
  turn: number;
}

/**
 * Ties are common, and breaking them by id would give every impression of a tie to the oldest advertisers; a seeded hash gives each seed an even
 * order.
 */
function turnOrder(id: number, seed: number): number {
  let hash = Math.imul(id ^ seed, 0x5bd1e995);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0x5bd1e995);
  return (hash ^ (hash >>> 15)) >>> 0;
}

const ahead = (a: Candidate, b: Candidate) =>
  a.everyTerm !== b.everyTerm ? a.everyTerm : a.score !== b.score ? a.score > b.score : a.turn < b.turn;

function offer(best: Candidate[], candidate: Candidate, limit: number): void {
  if (best.length === limit && !ahead(candidate, best[limit - 1]!)) return;
  let at = best.length;
  while (at > 0 && ahead(candidate, best[at - 1]!)) at--;
  best.splice(at, 0, candidate);
  if (best.length > limit) best.pop();
}

function analyse({ appName, matchedText }: SearchableAdvertiser, before: Analysis | undefined): Analysis {
  if (before !== undefined && before.appName === appName && before.matchedText === matchedText) return before;
  const weights = new Map<string, number>();
  for (const term of searchTerms(matchedText)) weights.set(term, DESCRIPTION_WEIGHT);
  for (const term of searchTerms(appName)) weights.set(term, NAME_WEIGHT);
  return { appName, matchedText, terms: [...weights.keys()], weights: [...weights.values()] };
}

const analysesOf = new WeakMap<SponsoredIndex, Map<number, Analysis>>();

/** Reuses the terms of advertisers whose texts are unchanged, since a build holds up every request of the process while it runs. */
export function buildSponsoredIndex(advertisers: readonly SearchableAdvertiser[], replacing?: SponsoredIndex): SponsoredIndex {
  const before = replacing === undefined ? undefined : analysesOf.get(replacing);
  const analyses = new Map<number, Analysis>();
  const postings = new Map<string, Postings>();
  advertisers.forEach((advertiser, slot) => {
    const analysis = analyse(advertiser, before?.get(advertiser.id));
    analyses.set(advertiser.id, analysis);
    analysis.terms.forEach((term, position) => {
      let list = postings.get(term);
      if (list === undefined) postings.set(term, (list = { slots: [], weights: [] }));
      list.slots.push(slot);
      list.weights.push(analysis.weights[position]!);
    });
  });

  // Reused by every lookup: a lookup runs to its end without yielding, so none overlap.
  const scores = new Float64Array(advertisers.length);
  const termsHeld = new Uint16Array(advertisers.length);
  const touched: number[] = [];

  const index: SponsoredIndex = {
    size: advertisers.length,
    find({ terms, age, limit, tieBreakSeed }) {
      const distinct = [...new Set(terms)];
      for (const term of distinct) {
        const list = postings.get(term);
        if (list === undefined) continue;
        for (let at = 0; at < list.slots.length; at++) {
          const slot = list.slots[at]!;
          if (termsHeld[slot] === 0) touched.push(slot);
          termsHeld[slot]!++;
          scores[slot]! += list.weights[at]!;
        }
      }

      const best: Candidate[] = [];
      for (const slot of touched) {
        const advertiser = advertisers[slot]!;
        if (limit > 0 && fitsAges(advertiser, age)) {
          const everyTerm = termsHeld[slot] === distinct.length;
          offer(best, { slot, everyTerm, score: scores[slot]!, turn: turnOrder(advertiser.id, tieBreakSeed) }, limit);
        }
        scores[slot] = 0;
        termsHeld[slot] = 0;
      }
      touched.length = 0;
      return best.map((candidate) => advertisers[candidate.slot]!);
    },
  };
  analysesOf.set(index, analyses);
  return index;
}
