import { Button, classNames } from "@kidsafe/ui";
import { useEffect, useRef } from "react";
import { GAMES_COPY } from "../games-copy.ts";
import { useGameState } from "../hooks/use-game-state.ts";
import type { RandomSource } from "../logic/random.ts";
import type { TicTacToeOutcome } from "../logic/tic-tac-toe.ts";
import { newTicTacToeGame, planAiReply, playAiMove, playUserMove } from "../logic/tic-tac-toe.ts";

const OUTCOME_TEXT: Record<Exclude<TicTacToeOutcome, "playing">, string> = {
  win: GAMES_COPY.win,
  loss: GAMES_COPY.loss,
  draw: GAMES_COPY.draw,
};

/** Tic-Tac-Toe against the AI: nine buttons (Tab and Enter work), the AI answering after 1-2 s. */
export function TicTacToeGame({ random }: { random: RandomSource }) {
  const [game, update] = useGameState(newTicTacToeGame);
  const replyTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(replyTimer.current), []);

  function play(index: number) {
    update((current) => {
      const next = playUserMove(current, index);
      if (next === current || next.outcome !== "playing") return next;
      // The reply is decided now, from the board as the child left it; it appears after the AI "thinks".
      const reply = planAiReply(next.board, random);
      replyTimer.current = setTimeout(() => update((latest) => playAiMove(latest, reply.index)), reply.delayMs);
      return next;
    });
  }

  function restart() {
    clearTimeout(replyTimer.current);
    update(() => newTicTacToeGame());
  }

  const status = game.outcome !== "playing" ? OUTCOME_TEXT[game.outcome] : game.turn === "user" ? GAMES_COPY.yourTurn : GAMES_COPY.aiThinking;

  return (
    <div className="game-panel">
      <p className={classNames("game-status", game.outcome !== "playing" && "game-status--result")} role="status">
        {status}
      </p>
      <div className="game-stage">
        <div className="ttt-board" role="group" aria-label={GAMES_COPY.ticTacToeBoard}>
          {game.board.map((cell, index) => (
            <button
              key={index}
              type="button"
              className={classNames(
                "ttt-square",
                cell && `ttt-square--${cell.toLowerCase()}`,
                game.winningLine?.includes(index) && "ttt-square--winning",
              )}
              aria-label={GAMES_COPY.square(index, cell)}
              disabled={cell !== null || game.turn !== "user" || game.outcome !== "playing"}
              onClick={() => play(index)}
            >
              {cell}
            </button>
          ))}
        </div>
      </div>
      {game.outcome !== "playing" && <Button onClick={restart}>{GAMES_COPY.playAgain}</Button>}
    </div>
  );
}
