import { SNAKE } from "@kidsafe/contracts";
import { describe, expect, it } from "vitest";
import { createSeededRandom } from "./random.ts";
import type { Point, SnakeState } from "./snake.ts";
import { newSnakeGame, placeFood, samePoint, startSnake, stepSnake, turn, wrapStep } from "./snake.ts";

const random = createSeededRandom(9);

function game(snake: Point[], direction: SnakeState["direction"], food: Point | null = { x: 0, y: 0 }): SnakeState {
  return { snake, direction, queuedDirection: direction, food, score: 0, started: true, over: false };
}

describe("Snake", () => {
  it("starts as a 3-square snake heading right on a 20x20 grid, food off the snake", () => {
    const state = newSnakeGame(createSeededRandom(1));
    expect(state.snake).toHaveLength(3);
    expect(state.direction).toBe("right");
    expect(state.food).not.toBeNull();
    expect(state.snake.some((part) => samePoint(part, state.food!))).toBe(false);
    expect(state.score).toBe(0);
  });

  it("waits for Start: ticks and turns before it leave the snake where it is", () => {
    const fresh = newSnakeGame(createSeededRandom(1));
    expect(fresh.started).toBe(false);
    expect(stepSnake(fresh, random)).toBe(fresh);
    const turned = turn(fresh, "down");
    expect(stepSnake(turned, random).snake).toEqual(fresh.snake);

    const started = startSnake(turned);
    expect(started.started).toBe(true);
    expect(startSnake(started)).toBe(started);
    const [head] = stepSnake(started, random).snake;
    expect(head).toEqual({ x: fresh.snake[0]!.x, y: fresh.snake[0]!.y + 1 });
  });

  it("moves one square per tick", () => {
    const next = stepSnake(
      game(
        [
          { x: 5, y: 5 },
          { x: 4, y: 5 },
          { x: 3, y: 5 },
        ],
        "right",
      ),
      random,
    );
    expect(next.snake).toEqual([
      { x: 6, y: 5 },
      { x: 5, y: 5 },
      { x: 4, y: 5 },
    ]);
  });

  it.each([
    [{ x: 19, y: 7 }, "right", { x: 0, y: 7 }],
    [{ x: 0, y: 7 }, "left", { x: 19, y: 7 }],
    [{ x: 3, y: 0 }, "up", { x: 3, y: 19 }],
    [{ x: 3, y: 19 }, "down", { x: 3, y: 0 }],
  ] as const)("wraps at the edge: %j going %s comes back at %j", (from, direction, to) => {
    expect(wrapStep(from, direction)).toEqual(to);
  });

  it("wraps the whole snake through the wall without dying", () => {
    let state = game(
      [
        { x: 19, y: 2 },
        { x: 18, y: 2 },
        { x: 17, y: 2 },
      ],
      "right",
      { x: 10, y: 10 },
    );
    state = stepSnake(stepSnake(state, random), random);
    expect(state.over).toBe(false);
    expect(state.snake[0]).toEqual({ x: 1, y: 2 });
  });

  it("grows and scores +1 per food, with new food off the snake", () => {
    const state = stepSnake(
      game(
        [
          { x: 5, y: 5 },
          { x: 4, y: 5 },
          { x: 3, y: 5 },
        ],
        "right",
        { x: 6, y: 5 },
      ),
      random,
    );
    expect(state.score).toBe(SNAKE.pointsPerFood);
    expect(state.snake).toHaveLength(4);
    expect(state.food).not.toBeNull();
    expect(state.snake.some((part) => samePoint(part, state.food!))).toBe(false);
  });

  it("ends when the head runs into the body", () => {
    // A 5-long snake curled so that turning down runs into itself.
    const curled = game(
      [
        { x: 5, y: 5 },
        { x: 6, y: 5 },
        { x: 6, y: 6 },
        { x: 5, y: 6 },
        { x: 4, y: 6 },
      ],
      "left",
    );
    const state = stepSnake(turn(curled, "down"), random);
    expect(state.over).toBe(true);
    expect(stepSnake(state, random)).toBe(state);
    expect(turn(state, "up")).toBe(state);
  });

  it("may step onto the square its tail is leaving", () => {
    const loop = game(
      [
        { x: 5, y: 5 },
        { x: 5, y: 6 },
        { x: 6, y: 6 },
        { x: 6, y: 5 },
      ],
      "up",
    );
    const state = stepSnake(turn(loop, "right"), random);
    expect(state.over).toBe(false);
    expect(state.snake[0]).toEqual({ x: 6, y: 5 });
  });

  it("ignores turning straight back, and a quick double turn cannot reverse into the neck", () => {
    const state = game(
      [
        { x: 5, y: 5 },
        { x: 4, y: 5 },
        { x: 3, y: 5 },
      ],
      "right",
      { x: 0, y: 0 },
    );
    expect(turn(state, "left")).toBe(state);
    const upThenLeft = turn(turn(state, "up"), "left");
    // 'left' is checked against the direction actually moving (right), so it is refused; 'up' stays queued.
    expect(upThenLeft.queuedDirection).toBe("up");
    expect(stepSnake(upThenLeft, random).snake[0]).toEqual({ x: 5, y: 4 });
  });

  it("finds no place for food on a full grid", () => {
    const everywhere = Array.from({ length: 400 }, (_, i) => ({ x: i % 20, y: Math.floor(i / 20) }));
    expect(placeFood(everywhere, random)).toBeNull();
  });
});
