import type { SearchableAdvertiser } from "@kidsafe/db";
import { fitsAges, searchTerms } from "@kidsafe/ads";
import type { AdAgeRange } from "@kidsafe/ads";

/**
 * How much a search word weighs where an app holds it: its name says what the app is, a description only
 * mentions it (PostgreSQL's default weights for A and B, which the catalogue's ranking uses too). Only where
 * a word appears counts, not how often: repeating a word in a description must not buy an advertiser a
 * better place.
 */
const NAME_WEIGHT = 1;
const DESCRIPTION_WEIGHT = 0.4;

export interface SponsoredLookup {
  /** The search's terms (searchTerms). */
  terms: readonly string[];
  /** The ages the child may be (adAgeOf): an app is found only when all are inside its range. */
  age: AdAgeRange;
  limit: number;
  /** Orders equally relevant apps (an integer from 0 to 2^32 - 1): each seed gives its own order (turnOrder). */
  tieBreakSeed: number;
}

export interface SponsoredIndex {
  /** Advertisers indexed. */
  readonly size: number;
  /**
   * The best apps for a search, made for the student's age: first those holding every term of the search, then
   * those holding some; within each, by the weight of the terms they hold; equally relevant apps in the seed's
   * order.
   */
  find(lookup: SponsoredLookup): SearchableAdvertiser[];
}

/** An advertiser's terms and their weights, as indexed. */
interface Analysis {
  appName: string;
  matchedText: string;
  terms: string[];
  weights: number[];
}

interface Postings {
  /** Positions in the advertisers' list. */
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
 * Equally relevant apps take turns. Ties are common (one word in a description ranks the same in every app that
 * holds it), and breaking them by id would give every impression of a tie to the oldest advertisers. They are
 * broken by a hash of the id mixed with the caller's seed: two multiply-xorshift rounds with murmur's
 * multiplier, so each seed draws an even order (the tests check it).
 */
function turnOrder(id: number, seed: number): number {
  let hash = Math.imul(id ^ seed, 0x5bd1e995);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0x5bd1e995);
  return (hash ^ (hash >>> 15)) >>> 0;
}

const ahead = (a: Candidate, b: Candidate) =>
  a.everyTerm !== b.everyTerm ? a.everyTerm : a.score !== b.score ? a.score > b.score : a.turn < b.turn;

/** Keeps `best` the `limit` best candidates seen, best first (limit is a page's few sponsored results). */
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

/** Each index's analyses by advertiser id, for the next build to reuse. */
const analysesOf = new WeakMap<SponsoredIndex, Map<number, Analysis>>();

/**
 * An inverted index of every eligible advertiser's name and descriptions, held by each API process (see
 * live-sponsored-index.ts for how it is kept current). Every match is ranked, however many a broad word finds:
 * a lookup walks the postings of the search's few terms (about 7 µs per thousand apps held, docs/performance.md).
 *
 * Given the index it replaces, it reuses the terms of every advertiser whose texts are unchanged: analysing
 * 10 000 advertisers' texts takes 130-240 ms of this process, rebuilding from kept terms a tenth of that, and a
 * build holds up every request of the process while it runs.
 */
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

  // Per-slot scratch, reused by every lookup: a lookup runs to its end without yielding, so none overlap.
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
