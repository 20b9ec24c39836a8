import { TIC_TAC_TOE } from "@kidsafe/contracts";
import { describe, expect, it } from "vitest";
import type { RandomSource } from "./random.ts";
import { createSeededRandom } from "./random.ts";
import type { Board, Cell } from "./tic-tac-toe.ts";
import {
  AI_MARK,
  bestMove,
  newTicTacToeGame,
  outcomeOf,
  planAiReply,
  playAiMove,
  playUserMove,
  USER_MARK,
  WINNING_LINES,
  winnerOf,
} from "./tic-tac-toe.ts";

/** A board from a picture: 'O', 'X' or '.' per square, row by row. */
function board(picture: string): Board {
  return [...picture.replace(/\s/g, "")].map((char): Cell => (char === "." ? null : (char as Cell)));
}

/** A random source that answers the given numbers in turn. */
function scripted(...values: number[]): RandomSource {
  return () => {
    const value = values.shift();
    if (value === undefined) throw new Error("scripted random source ran out");
    return value;
  };
}

describe("Tic-Tac-Toe rules", () => {
  it("the child is O and moves first", () => {
    const game = newTicTacToeGame();
    expect(game.turn).toBe("user");
    expect(playUserMove(game, 4).board[4]).toBe("O");
  });

  it.each(WINNING_LINES.map((line) => [line]))("detects three in a row on %j", (line) => {
    const cells = Array<Cell>(9).fill(null);
    for (const index of line) cells[index] = "O";
    expect(winnerOf(cells)).toEqual({ mark: "O", line });
    expect(outcomeOf(cells)).toBe("win");
    for (const index of line) cells[index] = "X";
    expect(outcomeOf(cells)).toBe("loss");
  });

  it("calls a full board without a line a draw, and an unfinished one still playing", () => {
    expect(outcomeOf(board("OXO OXX XOX"))).toBe("draw");
    expect(outcomeOf(board("OX. ... ..."))).toBe("playing");
    expect(winnerOf(board("OXO OXX XOX"))).toBeNull();
  });

  it("ignores a move on a taken square, out of turn, or after the end", () => {
    const afterO = playUserMove(newTicTacToeGame(), 0);
    expect(afterO.turn).toBe("ai");
    expect(playUserMove(afterO, 1)).toBe(afterO); // the AI's turn
    const afterX = playAiMove(afterO, 4);
    expect(playUserMove(afterX, 4)).toBe(afterX); // taken
    expect(playAiMove(afterX, 5)).toBe(afterX); // not the AI's turn
    const won = { ...afterX, board: board("OOO XX. ..."), outcome: "win" as const };
    expect(playUserMove(won, 8)).toBe(won);
  });

  it("ends the game with the child's winning move and marks the line", () => {
    let game = newTicTacToeGame();
    game = playAiMove(playUserMove(game, 0), 3);
    game = playAiMove(playUserMove(game, 1), 4);
    game = playUserMove(game, 2);
    expect(game.outcome).toBe("win");
    expect(game.winningLine).toEqual([0, 1, 2]);
  });

  it("ends in a loss when the AI completes a line", () => {
    let game = newTicTacToeGame();
    game = playAiMove(playUserMove(game, 0), 3);
    game = playAiMove(playUserMove(game, 1), 4);
    game = playAiMove(playUserMove(game, 8), 5);
    expect(game.outcome).toBe("loss");
    expect(game.winningLine).toEqual([3, 4, 5]);
  });
});

describe("the AI's move", () => {
  it("the optimal move takes a win when there is one", () => {
    expect(bestMove(board("OO. XX. O.."), AI_MARK)).toBe(5);
  });

  it("the optimal move blocks the child's line", () => {
    expect(bestMove(board("OO. .X. ..."), AI_MARK)).toBe(2);
  });

  it("the optimal move never loses: optimal X against every child line of play ends in a draw at worst", () => {
    // Walk every sequence of child moves with the AI always optimal.
    function worstFor(cells: Board, childToMove: boolean): "loss-for-ai" | "fine" {
      const outcome = outcomeOf(cells);
      if (outcome === "win") return "loss-for-ai";
      if (outcome !== "playing") return "fine";
      if (!childToMove) {
        const next = [...cells];
        next[bestMove(cells, AI_MARK)] = AI_MARK;
        return worstFor(next, true);
      }
      for (let index = 0; index < 9; index += 1) {
        if (cells[index] !== null) continue;
        const next = [...cells];
        next[index] = USER_MARK;
        if (worstFor(next, false) === "loss-for-ai") return "loss-for-ai";
      }
      return "fine";
    }
    expect(worstFor(Array<Cell>(9).fill(null), true)).toBe("fine");
  });

  it("plays optimally when the draw is under 25%", () => {
    const reply = planAiReply(board("OO. .X. ..."), scripted(TIC_TAC_TOE.aiOptimalProbability - 0.01, 0));
    expect(reply).toMatchObject({ optimal: true, index: 2 });
  });

  it("plays a random free square when the draw is 25% or more", () => {
    // Free squares are 2, 3, 5, 6, 7, 8; 0.99 picks the last of them.
    const reply = planAiReply(board("OO. .X. ..."), scripted(TIC_TAC_TOE.aiOptimalProbability, 0.99, 0));
    expect(reply).toMatchObject({ optimal: false, index: 8 });
    expect(planAiReply(board("OO. .X. ..."), scripted(0.5, 0, 0)).index).toBe(2);
  });

  it("replies after 1 to 2 seconds", () => {
    expect(planAiReply(board("O.. ... ..."), scripted(0.9, 0, 0)).delayMs).toBe(1000);
    expect(planAiReply(board("O.. ... ..."), scripted(0.9, 0, 0.999999)).delayMs).toBe(2000);
    const random = createSeededRandom(11);
    for (let i = 0; i < 200; i += 1) {
      const { delayMs, index } = planAiReply(board("O.. ... ..."), random);
      expect(delayMs).toBeGreaterThanOrEqual(1000);
      expect(delayMs).toBeLessThanOrEqual(2000);
      expect(index).not.toBe(0);
    }
  });

  it("replays the same replies from the same seed, move for move", () => {
    const replies = (seed: number) => {
      const random = createSeededRandom(seed);
      let game = newTicTacToeGame();
      const moves: number[] = [];
      for (const square of [4, 0, 8, 2, 6, 1, 3, 5, 7]) {
        if (game.outcome !== "playing") break;
        game = playUserMove(game, square);
        if (game.board[square] !== USER_MARK || game.outcome !== "playing") continue;
        const reply = planAiReply(game.board, random);
        moves.push(reply.index, reply.delayMs);
        game = playAiMove(game, reply.index);
      }
      return moves;
    };
    expect(replies(77)).toEqual(replies(77));
    expect(replies(77).length).toBeGreaterThan(0);
  });

  it("is optimal about a quarter of the time with a seeded source", () => {
    const random = createSeededRandom(2024);
    const optimal = Array.from({ length: 4000 }, () => planAiReply(board("O.. ... ..."), random).optimal).filter(Boolean);
    expect(optimal.length / 4000).toBeGreaterThan(0.22);
    expect(optimal.length / 4000).toBeLessThan(0.28);
  });
});
