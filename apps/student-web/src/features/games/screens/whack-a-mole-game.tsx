import { WHACK_A_MOLE } from "@kidsafe/contracts";
import { Button, classNames } from "@kidsafe/ui";
import { useState } from "react";
import { GAMES_COPY } from "../games-copy.ts";
import { useGameState } from "../hooks/use-game-state.ts";
import type { Clock } from "../hooks/use-timer-at.ts";
import { browserClock, useTimerAt } from "../hooks/use-timer-at.ts";
import type { RandomSource } from "../logic/random.ts";
import { advanceWhackAMole, newWhackAMoleGame, nextWhackAMoleEventAt, startWhackAMole, timeLeftMs, whack } from "../logic/whack-a-mole.ts";
import { WhackPicture } from "./whack-pictures.tsx";

/** Whack-a-Mole: nine hole buttons; the round wakes up exactly when a mole pops, hides, or a second ticks by. */
export function WhackAMoleGame({ random, clock = browserClock }: { random: RandomSource; clock?: Clock }) {
  const [game, update] = useGameState(newWhackAMoleGame);
  // The time the screen was last brought up to date: the countdown is read from it, never from the clock in render.
  const [now, setNow] = useState(0);

  const advance = (at: number) => {
    update((current) => advanceWhackAMole(current, at, random));
    setNow(at);
  };
  const left = timeLeftMs(game, now);
  const nextSecondAt = now + (left % 1000 || 1000);
  const nextEvent = nextWhackAMoleEventAt(game);
  useTimerAt(nextEvent === null ? null : Math.min(nextEvent, nextSecondAt), advance, clock);

  function start() {
    const at = clock();
    update(() => startWhackAMole(at, random));
    setNow(at);
  }

  function hit(hole: number) {
    const at = clock();
    update((current) => whack(advanceWhackAMole(current, at, random), hole, at));
    setNow(at);
  }

  const upHoles = new Set(game.moles.map((mole) => mole.hole));
  return (
    <div className="game-panel">
      <p className="game-status" role="status">
        {game.phase === "over"
          ? GAMES_COPY.timeUp(game.score)
          : `${GAMES_COPY.score(game.score)} · ${GAMES_COPY.timeLeft(Math.ceil(left / 1000))}`}
      </p>
      <div className="game-stage">
        <div className="whack-board" role="group" aria-label={GAMES_COPY.holes}>
          {Array.from({ length: WHACK_A_MOLE.holes }, (_, hole) => {
            const up = upHoles.has(hole);
            return (
              <button
                key={hole}
                type="button"
                className={classNames("whack-hole", up && "whack-hole--up")}
                aria-label={GAMES_COPY.hole(hole, up)}
                disabled={game.phase !== "running"}
                // Pointer-down answers a tap without the click delay of some tablets; Enter/Space still click.
                onPointerDown={(event) => {
                  if (event.pointerType !== "mouse" || event.button === 0) hit(hole);
                }}
                onClick={(event) => {
                  if (event.detail === 0) hit(hole); // keyboard activation only; a pointer already hit on press
                }}
              >
                <WhackPicture up={up} />
              </button>
            );
          })}
        </div>
      </div>
      <p className="game-help">{GAMES_COPY.whackHelp}</p>
      {game.phase !== "running" && <Button onClick={start}>{game.phase === "idle" ? GAMES_COPY.start : GAMES_COPY.playAgain}</Button>}
    </div>
  );
}
