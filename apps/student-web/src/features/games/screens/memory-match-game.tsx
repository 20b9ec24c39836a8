import { Button, classNames } from "@kidsafe/ui";
import { CircleHelp } from "lucide-react";
import { GAMES_COPY } from "../games-copy.ts";
import { useGameState } from "../hooks/use-game-state.ts";
import type { Clock } from "../hooks/use-timer-at.ts";
import { browserClock, useTimerAt } from "../hooks/use-timer-at.ts";
import { flipCard, isComplete, isFaceUp, matchedPairs, newMemoryMatchGame, PAIR_COUNT, settleFlips } from "../logic/memory-match.ts";
import type { RandomSource } from "../logic/random.ts";
import { MEMORY_FACE_NAMES, MemoryFacePicture } from "./memory-faces.tsx";

/** Memory Match: 16 card buttons; two flips, then the board waits 800 ms before settling them. */
export function MemoryMatchGame({ random, clock = browserClock }: { random: RandomSource; clock?: Clock }) {
  const [game, update] = useGameState(() => newMemoryMatchGame(random));
  useTimerAt(game.settleAt, (now) => update((current) => settleFlips(current, now)), clock);

  const complete = isComplete(game);
  return (
    <div className="game-panel">
      <p className="game-status" role="status">
        {complete
          ? GAMES_COPY.allPairsFound(game.moves)
          : `${GAMES_COPY.pairsFound(matchedPairs(game), PAIR_COUNT)} · ${GAMES_COPY.moves(game.moves)}`}
      </p>
      <div className="game-stage">
        <div className="memory-board" role="group" aria-label={GAMES_COPY.memoryBoard}>
          {game.cards.map((card, index) => {
            const faceUp = isFaceUp(game, index);
            return (
              <button
                key={index}
                type="button"
                className={classNames("memory-card", faceUp && "memory-card--up", card.matched && "memory-card--matched")}
                aria-label={GAMES_COPY.card(index, faceUp ? MEMORY_FACE_NAMES[card.face] : null)}
                aria-pressed={faceUp}
                onClick={() => update((current) => flipCard(current, index, clock()))}
              >
                {faceUp ? <MemoryFacePicture face={card.face} /> : <CircleHelp className="memory-card-back" aria-hidden="true" />}
              </button>
            );
          })}
        </div>
      </div>
      {complete && <Button onClick={() => update(() => newMemoryMatchGame(random))}>{GAMES_COPY.playAgain}</Button>}
    </div>
  );
}
