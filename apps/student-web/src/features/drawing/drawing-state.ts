// The Drawing Hub's state machine (the drawing state: tool, size, colour, eraser flag, list of stroke
// records). Pure: the canvas replays the records, so undo, redo and a resize redraw the same picture.
import { BRUSH_SIZES, DEFAULT_BRUSH_SIZE, DEFAULT_COLOR, DEFAULT_DRAWING_TOOL, PALETTE } from "@kidsafe/contracts";
import type { DrawingTool } from "@kidsafe/contracts";

export interface Point {
  x: number;
  y: number;
}

/** One finished mark. A brush keeps every point; a circle, square or line keeps its start and end. */
export interface StrokeRecord {
  kind: "stroke";
  tool: DrawingTool;
  color: string;
  size: number;
  /** Erasing strokes remove painted pixels instead of painting. */
  eraser: boolean;
  points: readonly Point[];
}

/** 'Clear' is a record too, so it can be undone like a stroke. */
export interface ClearRecord {
  kind: "clear";
}

export type DrawingRecord = StrokeRecord | ClearRecord;

export interface DrawingState {
  tool: DrawingTool;
  size: number;
  color: string;
  eraser: boolean;
  records: readonly DrawingRecord[];
  /** Records taken back by undo, newest last; any new mark empties it. */
  undone: readonly DrawingRecord[];
  /** The mark being drawn between pointer down and up (or leave). */
  active: StrokeRecord | null;
}

export type DrawingAction =
  | { type: "selectTool"; tool: DrawingTool }
  | { type: "selectSize"; size: number }
  | { type: "selectColor"; color: string }
  | { type: "setEraser"; on: boolean }
  | { type: "pointerDown"; point: Point }
  | { type: "pointerMove"; point: Point }
  /** Pointer up or leave: the mark is finished (a shape is drawn now, from its start to here). */
  | { type: "pointerUp"; point?: Point }
  | { type: "clear" }
  | { type: "undo" }
  | { type: "redo" };

export const INITIAL_DRAWING_STATE: DrawingState = {
  tool: DEFAULT_DRAWING_TOOL,
  size: DEFAULT_BRUSH_SIZE,
  color: DEFAULT_COLOR,
  eraser: false,
  records: [],
  undone: [],
  active: null,
};

const PALETTE_HEXES = new Set<string>(PALETTE.map((entry) => entry.hex));
const SIZES = new Set<number>(BRUSH_SIZES);

function samePoint(a: Point, b: Point): boolean {
  return a.x === b.x && a.y === b.y;
}

/** Ends the active mark and keeps it, unless it is a shape that never left its start (nothing to see). */
function finish(state: DrawingState, point: Point | undefined): DrawingState {
  const active = state.active;
  if (!active) return state;
  let points = active.points;
  if (point) points = active.tool === "brush" ? (samePoint(points.at(-1)!, point) ? points : [...points, point]) : [points[0]!, point];
  const stroke = { ...active, points };
  const isEmptyShape = stroke.tool !== "brush" && (stroke.points.length < 2 || samePoint(stroke.points[0]!, stroke.points[1]!));
  if (isEmptyShape) return { ...state, active: null };
  return { ...state, active: null, records: [...state.records, stroke], undone: [] };
}

export function drawingReducer(state: DrawingState, action: DrawingAction): DrawingState {
  switch (action.type) {
    case "selectTool":
      // The eraser only works as a brush, so picking a shape puts the eraser away.
      return { ...state, tool: action.tool, eraser: action.tool === "brush" ? state.eraser : false };
    case "selectSize":
      return SIZES.has(action.size) ? { ...state, size: action.size } : state;
    case "selectColor":
      // Choosing a colour turns the eraser off.
      return PALETTE_HEXES.has(action.color) ? { ...state, color: action.color, eraser: false } : state;
    case "setEraser":
      // Turning the eraser on forces the brush.
      return action.on ? { ...state, eraser: true, tool: "brush" } : { ...state, eraser: false };
    case "pointerDown": {
      const base = state.active ? finish(state, undefined) : state;
      const active: StrokeRecord = {
        kind: "stroke",
        tool: base.tool,
        color: base.color,
        size: base.size,
        eraser: base.eraser,
        points: [action.point],
      };
      return { ...base, active };
    }
    case "pointerMove": {
      const active = state.active;
      if (!active) return state;
      if (active.tool !== "brush") return { ...state, active: { ...active, points: [active.points[0]!, action.point] } };
      if (samePoint(active.points.at(-1)!, action.point)) return state;
      return { ...state, active: { ...active, points: [...active.points, action.point] } };
    }
    case "pointerUp":
      return finish(state, action.point);
    case "clear":
      return visibleStrokes(state.records).length === 0 ? state : { ...state, records: [...state.records, { kind: "clear" }], undone: [] };
    case "undo": {
      const last = state.records.at(-1);
      if (!last) return state;
      return { ...state, records: state.records.slice(0, -1), undone: [...state.undone, last] };
    }
    case "redo": {
      const next = state.undone.at(-1);
      if (!next) return state;
      return { ...state, records: [...state.records, next], undone: state.undone.slice(0, -1) };
    }
  }
}

/** The strokes the canvas shows: everything after the last Clear. */
export function visibleStrokes(records: readonly DrawingRecord[]): StrokeRecord[] {
  const strokes: StrokeRecord[] = [];
  for (const record of records) {
    if (record.kind === "clear") strokes.length = 0;
    else strokes.push(record);
  }
  return strokes;
}

export function canUndo(state: DrawingState): boolean {
  return state.records.length > 0;
}

export function canRedo(state: DrawingState): boolean {
  return state.undone.length > 0;
}

/** Circle radius is the distance from start to end. */
export function circleRadius(start: Point, end: Point): number {
  return Math.hypot(end.x - start.x, end.y - start.y);
}
