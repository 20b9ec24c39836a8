import { SNAKE, SWIPE_THRESHOLD_PX } from "@kidsafe/contracts";
import { Button } from "@kidsafe/ui";
import { useEffect, useMemo, useRef, useState } from "react";
import type { PointerEvent as ReactPointerEvent } from "react";
import { GAMES_COPY } from "../games-copy.ts";
import { useGameState } from "../hooks/use-game-state.ts";
import type { RandomSource } from "../logic/random.ts";
import type { Direction } from "../logic/snake.ts";
import { newSnakeGame, stepSnake, turn } from "../logic/snake.ts";

const KEY_DIRECTIONS: Record<string, Direction> = {
  ArrowUp: "up",
  ArrowDown: "down",
  ArrowLeft: "left",
  ArrowRight: "right",
  w: "up",
  s: "down",
  a: "left",
  d: "right",
  W: "up",
  S: "down",
  A: "left",
  D: "right",
};
const PAD: readonly Direction[] = ["up", "left", "right", "down"];
const ARROWS: Record<Direction, string> = { up: "▲", down: "▼", left: "◀", right: "▶" };

function swipeDirection(dx: number, dy: number): Direction | null {
  if (Math.max(Math.abs(dx), Math.abs(dy)) < SWIPE_THRESHOLD_PX) return null;
  if (Math.abs(dx) > Math.abs(dy)) return dx > 0 ? "right" : "left";
  return dy > 0 ? "down" : "up";
}

/**
 * Snake on a 20x20 grid stepping every 200 ms. Arrow keys or WASD, a swipe over the board, or the arrow
 * buttons steer; the first direction starts the game.
 */
export function SnakeGame({ random }: { random: RandomSource }) {
  const [game, update] = useGameState(() => newSnakeGame(random));
  const [running, setRunning] = useState(false);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    if (!running || game.over) return;
    const timer = setInterval(() => update((current) => stepSnake(current, random)), SNAKE.tickMs);
    return () => clearInterval(timer);
  }, [running, game.over, random, update]);

  const steer = (direction: Direction) => {
    update((current) => turn(current, direction));
    setRunning(true);
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, [contenteditable='true']")) return;
      const direction = KEY_DIRECTIONS[event.key];
      if (!direction) return;
      event.preventDefault(); // arrows would scroll the page
      update((current) => turn(current, direction));
      setRunning(true);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [update]);

  function onPointerDown(event: ReactPointerEvent) {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  }
  function onPointerUp(event: ReactPointerEvent) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const direction = swipeDirection(event.clientX - start.x, event.clientY - start.y);
    if (direction) steer(direction);
  }

  function restart() {
    update(() => newSnakeGame(random));
    setRunning(false);
  }

  // One lookup per render instead of a search per cell.
  const kinds = useMemo(() => {
    const cells = new Map<number, "head" | "body" | "food">();
    if (game.food) cells.set(game.food.y * SNAKE.gridSize + game.food.x, "food");
    game.snake.forEach((part, index) => cells.set(part.y * SNAKE.gridSize + part.x, index === 0 ? "head" : "body"));
    return cells;
  }, [game.snake, game.food]);

  const head = game.snake[0];
  return (
    <div className="game-panel">
      <p className="game-status" role="status">
        {game.over ? GAMES_COPY.gameOver(game.score) : GAMES_COPY.score(game.score)}
      </p>
      <div
        className="snake-board"
        role="img"
        aria-label={`${GAMES_COPY.snakeBoard}: ${GAMES_COPY.score(game.score)}`}
        data-head={head ? `${head.x},${head.y}` : undefined}
        data-food={game.food ? `${game.food.x},${game.food.y}` : undefined}
        data-direction={game.direction}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        {Array.from({ length: SNAKE.gridSize * SNAKE.gridSize }, (_, index) => {
          const kind = kinds.get(index);
          return <span key={index} className={kind ? `snake-cell snake-cell--${kind}` : "snake-cell"} />;
        })}
      </div>
      <p className="game-help">{GAMES_COPY.snakeHelp}</p>
      <div className="snake-pad">
        {PAD.map((direction) => (
          <Button
            key={direction}
            variant="secondary"
            className={`snake-pad-${direction}`}
            aria-label={GAMES_COPY.direction[direction]}
            disabled={game.over}
            onClick={() => steer(direction)}
          >
            {ARROWS[direction]}
          </Button>
        ))}
      </div>
      {game.over && <Button onClick={restart}>{GAMES_COPY.playAgain}</Button>}
    </div>
  );
}
