// Tic-Tac-Toe: the child is O and moves first; the AI is X and plays the best move 25% of the
// time and a random free square otherwise, replying after 1 to 2 seconds; a game ends in a win, a loss or a draw.
import { TIC_TAC_TOE } from "@kidsafe/contracts";
import type { RandomSource } from "./random.ts";
import { randomItem } from "./random.ts";

export type Mark = typeof TIC_TAC_TOE.userMark | typeof TIC_TAC_TOE.aiMark;
export type Cell = Mark | null;
/** Nine squares, row by row: index 0 is top left, 8 bottom right. */
export type Board = readonly Cell[];
/** 'win' and 'loss' are from the child's side. */
export type TicTacToeOutcome = "playing" | "win" | "loss" | "draw";

export const USER_MARK: Mark = TIC_TAC_TOE.userMark;
export const AI_MARK: Mark = TIC_TAC_TOE.aiMark;

export const WINNING_LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
] as const;

export interface TicTacToeState {
  board: Board;
  /** Whose move it is; 'ai' while the reply is being "thought about". */
  turn: "user" | "ai";
  outcome: TicTacToeOutcome;
  /** The three squares of the winning line, to highlight. */
  winningLine: readonly number[] | null;
}

export function emptyBoard(): Board {
  return Array<Cell>(9).fill(null);
}

export function newTicTacToeGame(): TicTacToeState {
  return { board: emptyBoard(), turn: "user", outcome: "playing", winningLine: null };
}

export function winnerOf(board: Board): { mark: Mark; line: readonly number[] } | null {
  for (const line of WINNING_LINES) {
    const [a, b, c] = line;
    const mark = board[a];
    if (mark && mark === board[b] && mark === board[c]) return { mark, line };
  }
  return null;
}

export function freeSquares(board: Board): number[] {
  return board.flatMap((cell, index) => (cell === null ? [index] : []));
}

export function outcomeOf(board: Board): TicTacToeOutcome {
  const winner = winnerOf(board);
  if (winner) return winner.mark === USER_MARK ? "win" : "loss";
  return freeSquares(board).length === 0 ? "draw" : "playing";
}

function place(board: Board, index: number, mark: Mark): Board {
  const next = [...board];
  next[index] = mark;
  return next;
}

function settle(board: Board, nextTurn: "user" | "ai"): TicTacToeState {
  const outcome = outcomeOf(board);
  return { board, turn: nextTurn, outcome, winningLine: winnerOf(board)?.line ?? null };
}

/** The child's move; ignored (same state back) when it is not their turn, the game is over or the square is taken. */
export function playUserMove(state: TicTacToeState, index: number): TicTacToeState {
  if (state.outcome !== "playing" || state.turn !== "user" || state.board[index] !== null) return state;
  return settle(place(state.board, index, USER_MARK), "ai");
}

/** Applies the AI's chosen square (see planAiReply); ignored unless the AI is to move. */
export function playAiMove(state: TicTacToeState, index: number): TicTacToeState {
  if (state.outcome !== "playing" || state.turn !== "ai" || state.board[index] !== null) return state;
  return settle(place(state.board, index, AI_MARK), "user");
}

// A board has at most 3^9 positions, so every position's score is remembered: a full search runs once per page.
const scoreCache = new Map<string, number>();

/**
 * Minimax score of `board` with `toMove` to play, from X's side: positive when X wins, negative when O wins,
 * larger the fewer moves it takes (the depth is the number of marks on the board, so the cache is exact).
 */
function minimax(board: Board, toMove: Mark): number {
  const key = board.map((cell) => cell ?? ".").join("") + toMove;
  const cached = scoreCache.get(key);
  if (cached !== undefined) return cached;
  const winner = winnerOf(board);
  const free = freeSquares(board);
  let score: number;
  if (winner) score = (winner.mark === AI_MARK ? 1 : -1) * (10 + free.length);
  else if (free.length === 0) score = 0;
  else {
    const next = toMove === AI_MARK ? USER_MARK : AI_MARK;
    const scores = free.map((index) => minimax(place(board, index, toMove), next));
    score = toMove === AI_MARK ? Math.max(...scores) : Math.min(...scores);
  }
  scoreCache.set(key, score);
  return score;
}

/** The best square for `mark` (full minimax; the first of equally good squares). */
export function bestMove(board: Board, mark: Mark): number {
  const free = freeSquares(board);
  if (free.length === 0) throw new Error("bestMove needs a free square");
  const other = mark === AI_MARK ? USER_MARK : AI_MARK;
  let best = free[0] as number;
  let bestScore = mark === AI_MARK ? -Infinity : Infinity;
  for (const index of free) {
    const score = minimax(place(board, index, mark), other);
    if (mark === AI_MARK ? score > bestScore : score < bestScore) {
      best = index;
      bestScore = score;
    }
  }
  return best;
}

export interface AiReply {
  index: number;
  /** How long the AI "thinks" before the move appears: 1000 to 2000 ms. */
  delayMs: number;
  /** Whether this was the optimal (minimax) move rather than a random one. */
  optimal: boolean;
}

/**
 * The AI's reply, decided the moment the child moves, drawing from `random` in a fixed order (optimal or
 * not, then the square when random, then the delay) so a seeded game replays the same.
 */
export function planAiReply(board: Board, random: RandomSource): AiReply {
  const optimal = random() < TIC_TAC_TOE.aiOptimalProbability;
  const index = optimal ? bestMove(board, AI_MARK) : randomItem(random, freeSquares(board));
  const delayMs = TIC_TAC_TOE.aiReplyMinMs + Math.round(random() * (TIC_TAC_TOE.aiReplyMaxMs - TIC_TAC_TOE.aiReplyMinMs));
  return { index, delayMs, optimal };
}
