// Snake: a 20x20 grid, one step every 200 ms, wrapping at the edges, +1 per food eaten; the
// game ends when the snake runs into itself.
import { SNAKE } from "@kidsafe/contracts";
import type { RandomSource } from "./random.ts";
import { randomItem } from "./random.ts";

export interface Point {
  x: number;
  y: number;
}

export type Direction = "up" | "down" | "left" | "right";

const DELTAS: Record<Direction, Point> = {
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
};
const OPPOSITE: Record<Direction, Direction> = { up: "down", down: "up", left: "right", right: "left" };

export interface SnakeState {
  /** Head first. */
  snake: readonly Point[];
  direction: Direction;
  /** The direction asked for since the last step; applied at the next step (a quick double turn cannot reverse). */
  queuedDirection: Direction;
  /** null once the snake fills the whole grid. */
  food: Point | null;
  score: number;
  /** False until the child presses Start: a new snake waits rather than moving off on its own. */
  started: boolean;
  over: boolean;
}

const SIZE = SNAKE.gridSize;
const START_LENGTH = 3;

export function samePoint(a: Point, b: Point): boolean {
  return a.x === b.x && a.y === b.y;
}

/** One step from `point` in `direction`, coming back in on the other side of the grid. */
export function wrapStep(point: Point, direction: Direction): Point {
  const delta = DELTAS[direction];
  return { x: (point.x + delta.x + SIZE) % SIZE, y: (point.y + delta.y + SIZE) % SIZE };
}

/** A random square the snake does not cover, or null when there is none. */
export function placeFood(snake: readonly Point[], random: RandomSource): Point | null {
  const free: Point[] = [];
  for (let y = 0; y < SIZE; y += 1) {
    for (let x = 0; x < SIZE; x += 1) {
      if (!snake.some((part) => part.x === x && part.y === y)) free.push({ x, y });
    }
  }
  return free.length === 0 ? null : randomItem(random, free);
}

/** A three-square snake in the middle heading right, and food somewhere else, waiting for Start. */
export function newSnakeGame(random: RandomSource): SnakeState {
  const middle = Math.floor(SIZE / 2);
  const snake = Array.from({ length: START_LENGTH }, (_, i) => ({ x: middle - i, y: middle }));
  return { snake, direction: "right", queuedDirection: "right", food: placeFood(snake, random), score: 0, started: false, over: false };
}

/** Sets the snake moving; the ticks that follow step it. */
export function startSnake(state: SnakeState): SnakeState {
  return state.started || state.over ? state : { ...state, started: true };
}

/** Asks for a turn at the next step; turning straight back onto the body is ignored. */
export function turn(state: SnakeState, direction: Direction): SnakeState {
  if (state.over || direction === OPPOSITE[state.direction]) return state;
  return { ...state, queuedDirection: direction };
}

/** One 200 ms tick: move, eat (grow, +1, new food) or end on running into itself. Nothing before Start. */
export function stepSnake(state: SnakeState, random: RandomSource): SnakeState {
  if (!state.started || state.over) return state;
  const direction = state.queuedDirection;
  const head = wrapStep(state.snake[0] as Point, direction);
  const eats = state.food !== null && samePoint(head, state.food);
  // The tail moves away this step unless the snake grows, so stepping onto it is allowed.
  const body = eats ? state.snake : state.snake.slice(0, -1);
  if (body.some((part) => samePoint(part, head))) return { ...state, direction, over: true };
  const snake = [head, ...body];
  if (!eats) return { ...state, snake, direction };
  return { ...state, snake, direction, score: state.score + SNAKE.pointsPerFood, food: placeFood(snake, random) };
}
