// Memory Match: a 4x4 grid holding 6 fruit pairs plus other cards; after two flips the board
// waits 800 ms, then a matching pair stays face up and any other pair turns back over.
import { MEMORY_MATCH } from "@kidsafe/contracts";
import type { RandomSource } from "./random.ts";
import { shuffle } from "./random.ts";

/** Named faces, drawn as pictures by the screen (never emoji, which some devices cannot show). */
export const FRUIT_FACES = ["apple", "banana", "grapes", "pear", "orange", "watermelon"] as const;
/**
 * The "other cards" that fill the 16 squares: two more pairs (not fruit), so every card has a partner and
 * a game can be finished. The seed does not say what they are.
 */
export const OTHER_FACES = ["star", "cookie"] as const;
export type MemoryFace = (typeof FRUIT_FACES)[number] | (typeof OTHER_FACES)[number];
export const CARD_COUNT = MEMORY_MATCH.rows * MEMORY_MATCH.columns;
export const PAIR_COUNT = CARD_COUNT / 2;

export interface MemoryCard {
  face: MemoryFace;
  matched: boolean;
}

export interface MemoryMatchState {
  cards: readonly MemoryCard[];
  /** Indexes of the cards face up and not yet matched: zero, one or two. */
  flipped: readonly number[];
  /** When two cards are up: the time (ms) at which they are settled; null otherwise. */
  settleAt: number | null;
  /** Pairs of flips made so far. */
  moves: number;
}

export function newMemoryMatchGame(random: RandomSource): MemoryMatchState {
  const faces: MemoryFace[] = [...FRUIT_FACES.slice(0, MEMORY_MATCH.fruitPairs), ...OTHER_FACES];
  if (faces.length * 2 !== CARD_COUNT) throw new Error("the faces must fill the grid with pairs");
  const deck = shuffle(random, [...faces, ...faces]);
  return { cards: deck.map((face) => ({ face, matched: false })), flipped: [], settleAt: null, moves: 0 };
}

export function isFaceUp(state: MemoryMatchState, index: number): boolean {
  return state.cards[index]?.matched === true || state.flipped.includes(index);
}

export function matchedPairs(state: MemoryMatchState): number {
  return state.cards.filter((card) => card.matched).length / 2;
}

export function isComplete(state: MemoryMatchState): boolean {
  return state.cards.every((card) => card.matched);
}

/**
 * Turns a card face up at `now`. Ignored while two cards wait to be settled, for a card already face up,
 * or an index off the board. The second card starts the 800 ms wait.
 */
export function flipCard(state: MemoryMatchState, index: number, now: number): MemoryMatchState {
  if (state.flipped.length >= 2 || index < 0 || index >= state.cards.length || isFaceUp(state, index)) return state;
  const flipped = [...state.flipped, index];
  if (flipped.length < 2) return { ...state, flipped };
  return { ...state, flipped, settleAt: now + MEMORY_MATCH.flipBackDelayMs, moves: state.moves + 1 };
}

/** Settles the two face-up cards once their 800 ms have passed: a pair stays up, anything else turns back. */
export function settleFlips(state: MemoryMatchState, now: number): MemoryMatchState {
  if (state.settleAt === null || now < state.settleAt) return state;
  const [first, second] = state.flipped as [number, number];
  const isPair = state.cards[first]?.face === state.cards[second]?.face;
  const cards = isPair
    ? state.cards.map((card, index) => (index === first || index === second ? { ...card, matched: true } : card))
    : state.cards;
  return { ...state, cards, flipped: [], settleAt: null };
}
