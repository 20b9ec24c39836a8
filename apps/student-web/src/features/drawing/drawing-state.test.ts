import { describe, expect, it } from "vitest";
import type { DrawingAction, DrawingState, StrokeRecord } from "./drawing-state.ts";
import { canRedo, canUndo, circleRadius, drawingReducer, INITIAL_DRAWING_STATE, visibleStrokes } from "./drawing-state.ts";

function run(...actions: DrawingAction[]): DrawingState {
  return actions.reduce(drawingReducer, INITIAL_DRAWING_STATE);
}

const down = (x: number, y: number): DrawingAction => ({ type: "pointerDown", point: { x, y } });
const move = (x: number, y: number): DrawingAction => ({ type: "pointerMove", point: { x, y } });
const up = (x?: number, y?: number): DrawingAction =>
  x === undefined || y === undefined ? { type: "pointerUp" } : { type: "pointerUp", point: { x, y } };

describe("drawing state: defaults and toolbar (seed 000 §3)", () => {
  it("starts with the brush, size 5, black, no eraser and no strokes", () => {
    expect(INITIAL_DRAWING_STATE).toMatchObject({ tool: "brush", size: 5, color: "#000000", eraser: false, records: [] });
  });

  it("takes only the listed sizes (9999 is 'Fill') and palette colours", () => {
    expect(run({ type: "selectSize", size: 9999 }).size).toBe(9999);
    expect(run({ type: "selectSize", size: 7 }).size).toBe(5);
    expect(run({ type: "selectColor", color: "#FF0000" }).color).toBe("#FF0000");
    expect(run({ type: "selectColor", color: "#123456" }).color).toBe("#000000");
  });

  it("turning the eraser on forces the brush", () => {
    const state = run({ type: "selectTool", tool: "circle" }, { type: "setEraser", on: true });
    expect(state).toMatchObject({ eraser: true, tool: "brush" });
  });

  it("choosing a colour turns the eraser off", () => {
    const state = run({ type: "setEraser", on: true }, { type: "selectColor", color: "#0000FF" });
    expect(state).toMatchObject({ eraser: false, color: "#0000FF" });
  });

  it("choosing a shape puts the eraser away; the brush keeps it", () => {
    expect(run({ type: "setEraser", on: true }, { type: "selectTool", tool: "line" }).eraser).toBe(false);
    expect(run({ type: "setEraser", on: true }, { type: "selectTool", tool: "brush" }).eraser).toBe(true);
  });
});

describe("drawing state: strokes (seed 000 §4)", () => {
  it("a brush stroke keeps every point from pointer down to up", () => {
    const state = run(down(1, 1), move(2, 2), move(2, 2), move(3, 4), up(5, 5));
    expect(state.active).toBeNull();
    expect(state.records).toEqual([
      {
        kind: "stroke",
        tool: "brush",
        color: "#000000",
        size: 5,
        eraser: false,
        points: [
          { x: 1, y: 1 },
          { x: 2, y: 2 },
          { x: 3, y: 4 },
          { x: 5, y: 5 },
        ],
      },
    ]);
  });

  it("a single tap with the brush keeps a one-point stroke (a dot)", () => {
    expect((run(down(4, 4), up(4, 4)).records[0] as StrokeRecord).points).toEqual([{ x: 4, y: 4 }]);
  });

  it.each(["circle", "square", "line"] as const)("a %s remembers its start and is recorded on release, start to end", (tool) => {
    const during = run({ type: "selectTool", tool }, down(10, 10), move(20, 15), move(30, 40));
    expect(during.records).toEqual([]);
    expect(during.active?.points).toEqual([
      { x: 10, y: 10 },
      { x: 30, y: 40 },
    ]);
    const done = drawingReducer(during, up(40, 50));
    expect(done.records).toHaveLength(1);
    expect(done.records[0]).toMatchObject({
      tool,
      points: [
        { x: 10, y: 10 },
        { x: 40, y: 50 },
      ],
    });
  });

  it("pointer leave ends the mark where the pointer last was", () => {
    const state = run({ type: "selectTool", tool: "line" }, down(0, 0), move(50, 0), up());
    expect(state.records[0]).toMatchObject({
      points: [
        { x: 0, y: 0 },
        { x: 50, y: 0 },
      ],
    });
  });

  it("a shape that never left its start is not kept", () => {
    expect(run({ type: "selectTool", tool: "circle" }, down(5, 5), up(5, 5)).records).toEqual([]);
  });

  it("records the settings a stroke was drawn with, even when they change later", () => {
    const state = run({ type: "selectColor", color: "#FF0000" }, { type: "selectSize", size: 40 }, down(0, 0), up(1, 1), {
      type: "selectColor",
      color: "#0000FF",
    });
    expect(state.records[0]).toMatchObject({ color: "#FF0000", size: 40, eraser: false });
  });

  it("an eraser stroke is recorded as erasing", () => {
    expect(run({ type: "setEraser", on: true }, down(0, 0), up(9, 9)).records[0]).toMatchObject({ eraser: true, tool: "brush" });
  });

  it("moves without a pointer down draw nothing", () => {
    expect(run(move(1, 1), up(2, 2)).records).toEqual([]);
  });

  it("circle radius is the distance from start to end", () => {
    expect(circleRadius({ x: 0, y: 0 }, { x: 30, y: 40 })).toBe(50);
  });
});

describe("drawing state: clear, undo, redo", () => {
  const twoStrokes = () => run(down(0, 0), up(1, 1), down(5, 5), up(6, 6));

  it("undo takes back the last stroke and redo puts it back", () => {
    const undone = drawingReducer(twoStrokes(), { type: "undo" });
    expect(visibleStrokes(undone.records)).toHaveLength(1);
    expect(canRedo(undone)).toBe(true);
    const redone = drawingReducer(undone, { type: "redo" });
    expect(redone.records).toEqual(twoStrokes().records);
    expect(canRedo(redone)).toBe(false);
  });

  it("a new stroke after undo drops what could be redone", () => {
    const state = [{ type: "undo" } as const, down(9, 9), up(9, 9)].reduce(drawingReducer, twoStrokes());
    expect(canRedo(state)).toBe(false);
    expect(state.records).toHaveLength(2);
  });

  it("Clear empties the canvas and can itself be undone", () => {
    const cleared = drawingReducer(twoStrokes(), { type: "clear" });
    expect(visibleStrokes(cleared.records)).toEqual([]);
    expect(visibleStrokes(drawingReducer(cleared, { type: "undo" }).records)).toHaveLength(2);
  });

  it("Clear on an empty canvas, undo and redo with nothing to do change nothing", () => {
    expect(run({ type: "clear" })).toBe(INITIAL_DRAWING_STATE);
    expect(run({ type: "undo" })).toBe(INITIAL_DRAWING_STATE);
    expect(run({ type: "redo" })).toBe(INITIAL_DRAWING_STATE);
    expect(canUndo(INITIAL_DRAWING_STATE)).toBe(false);
  });

  it("strokes after a Clear are the only ones shown", () => {
    const state = [{ type: "clear" } as const, down(7, 7), up(8, 8)].reduce(drawingReducer, twoStrokes());
    expect(visibleStrokes(state.records).map((stroke) => stroke.points[0])).toEqual([{ x: 7, y: 7 }]);
  });
});
