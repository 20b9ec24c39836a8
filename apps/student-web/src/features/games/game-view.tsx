import type { GameId } from "@kidsafe/contracts";
import { useState } from "react";
import { useFeatureInFront } from "../settings/parental/feature-in-front.ts";
import { randomSourceFor } from "./game-random.ts";
import { MemoryMatchGame } from "./screens/memory-match-game.tsx";
import { SnakeGame } from "./screens/snake-game.tsx";
import { SpaceshipBattleGame } from "./screens/spaceship-battle-game.tsx";
import { TicTacToeGame } from "./screens/tic-tac-toe-game.tsx";
import { WhackAMoleGame } from "./screens/whack-a-mole-game.tsx";

/** The chosen game, with its own random stream (seeded when the browser holds a games seed). */
export function GameView({ id, seed }: { id: GameId; seed: number | null }) {
  const [random] = useState(() => randomSourceFor(id, seed));
  // Opening a game is a fresh report of the games minute.
  useFeatureInFront("games");
  switch (id) {
    case "ttt":
      return <TicTacToeGame random={random} />;
    case "mem":
      return <MemoryMatchGame random={random} />;
    case "snake":
      return <SnakeGame random={random} />;
    case "whack":
      return <WhackAMoleGame random={random} />;
    case "spaceship":
      return <SpaceshipBattleGame random={random} />;
  }
}
