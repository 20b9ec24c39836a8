// Paints stroke records on a 2D canvas context whose units are CSS pixels. Round caps and joins everywhere
//; an eraser stroke cuts painted pixels out with 'destination-out'.
import type { Point, StrokeRecord } from "./drawing-state.ts";
import { circleRadius } from "./drawing-state.ts";

function prepare(context: CanvasRenderingContext2D, stroke: StrokeRecord): void {
  context.globalCompositeOperation = stroke.eraser ? "destination-out" : "source-over";
  context.strokeStyle = stroke.color;
  context.fillStyle = stroke.color;
  context.lineWidth = stroke.size;
  context.lineCap = "round";
  context.lineJoin = "round";
}

function dot(context: CanvasRenderingContext2D, { x, y }: Point, size: number): void {
  context.beginPath();
  context.arc(x, y, size / 2, 0, Math.PI * 2);
  context.fill();
}

/** Draws a whole finished stroke. */
export function drawStroke(context: CanvasRenderingContext2D, stroke: StrokeRecord): void {
  const [start, end] = stroke.points;
  if (!start) return;
  prepare(context, stroke);
  if (stroke.tool === "brush") {
    if (stroke.points.length === 1) dot(context, start, stroke.size);
    else {
      context.beginPath();
      context.moveTo(start.x, start.y);
      for (const point of stroke.points.slice(1)) context.lineTo(point.x, point.y);
      context.stroke();
    }
  } else if (end) {
    context.beginPath();
    if (stroke.tool === "circle") context.arc(start.x, start.y, circleRadius(start, end), 0, Math.PI * 2);
    else if (stroke.tool === "square") context.rect(start.x, start.y, end.x - start.x, end.y - start.y);
    else {
      context.moveTo(start.x, start.y);
      context.lineTo(end.x, end.y);
    }
    context.stroke();
  }
  context.globalCompositeOperation = "source-over";
}

/** The live part of a brush stroke, painted as the pointer moves: a dot on press, then segment by segment. */
export function drawBrushSegment(context: CanvasRenderingContext2D, stroke: StrokeRecord, from: Point | null, to: Point): void {
  prepare(context, stroke);
  if (from === null) dot(context, to, stroke.size);
  else {
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
  }
  context.globalCompositeOperation = "source-over";
}

/** Clears the canvas and paints `strokes` in order: what a resize, an undo, a redo or a Clear shows. */
export function replay(context: CanvasRenderingContext2D, strokes: readonly StrokeRecord[], width: number, height: number): void {
  context.clearRect(0, 0, width, height);
  for (const stroke of strokes) drawStroke(context, stroke);
}

/** A download needs at least one painted pixel (anything not fully transparent). */
export function hasPaintedPixel(canvas: HTMLCanvasElement): boolean {
  const context = canvas.getContext("2d");
  if (!context || canvas.width === 0 || canvas.height === 0) return false;
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  for (let alpha = 3; alpha < data.length; alpha += 4) if (data[alpha] !== 0) return true;
  return false;
}
