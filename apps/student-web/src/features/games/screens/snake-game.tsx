import { SNAKE, SWIPE_THRESHOLD_PX } from "@kidsafe/contracts";
import { Button } from "@kidsafe/ui";
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { useEffect, useMemo, useRef } from "react";
import type { PointerEvent as ReactPointerEvent } from "react";
import { GAMES_COPY } from "../games-copy.ts";
import { useGameState } from "../hooks/use-game-state.ts";
import type { RandomSource } from "../logic/random.ts";
import type { Direction } from "../logic/snake.ts";
import { newSnakeGame, startSnake, stepSnake, turn } from "../logic/snake.ts";

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
const ARROWS: Record<Direction, LucideIcon> = { up: ArrowUp, down: ArrowDown, left: ArrowLeft, right: ArrowRight };

function swipeDirection(dx: number, dy: number): Direction | null {
  if (Math.max(Math.abs(dx), Math.abs(dy)) < SWIPE_THRESHOLD_PX) return null;
  if (Math.abs(dx) > Math.abs(dy)) return dx > 0 ? "right" : "left";
  return dy > 0 ? "down" : "up";
}

/**
 * Snake on a 20x20 grid stepping every 200 ms. It waits for Start; then arrow keys or WASD, a swipe over the
 * board, or the arrow buttons steer it.
 */
export function SnakeGame({ random }: { random: RandomSource }) {
  const [game, update] = useGameState(() => newSnakeGame(random));
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const running = game.started && !game.over;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => update((current) => stepSnake(current, random)), SNAKE.tickMs);
    return () => clearInterval(timer);
  }, [running, random, update]);

  const steer = (direction: Direction) => update((current) => turn(current, direction));

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target;
      if (target instanceof Element && target.closest("input, textarea, [contenteditable='true']")) return;
      const direction = KEY_DIRECTIONS[event.key];
      if (!direction) return;
      event.preventDefault(); // arrows would scroll the page
      update((current) => turn(current, direction));
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

  const start = () => update(startSnake);
  // 'Play Again' is a press of Start on a fresh board.
  const playAgain = () => update(() => startSnake(newSnakeGame(random)));

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
      <div className="snake-body">
        <div className="game-stage">
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
        </div>
        <div className="snake-side">
          <p className="game-help">{GAMES_COPY.snakeHelp}</p>
          <div className="snake-controls">
            <div className="snake-pad">
              {PAD.map((direction) => {
                const Arrow = ARROWS[direction];
                return (
                  <Button
                    key={direction}
                    variant="secondary"
                    className={`snake-pad-${direction}`}
                    aria-label={GAMES_COPY.direction[direction]}
                    disabled={game.over}
                    onClick={() => steer(direction)}
                  >
                    <Arrow aria-hidden="true" size={22} />
                  </Button>
                );
              })}
            </div>
            {game.over ? (
              <Button onClick={playAgain}>{GAMES_COPY.playAgain}</Button>
            ) : (
              !game.started && <Button onClick={start}>{GAMES_COPY.start}</Button>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
