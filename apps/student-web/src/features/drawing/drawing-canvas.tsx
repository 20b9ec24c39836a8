import { DRAWING_CANVAS_MIN_HEIGHT_PX } from "@kidsafe/contracts";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { Dispatch, PointerEvent as ReactPointerEvent, RefObject } from "react";
import { DRAWING_COPY } from "./drawing-copy.ts";
import { drawBrushSegment, replay } from "./drawing-renderer.ts";
import type { DrawingAction, DrawingState, Point, StrokeRecord } from "./drawing-state.ts";
import { visibleStrokes } from "./drawing-state.ts";

interface CanvasSize {
  width: number;
  height: number;
  pixelRatio: number;
}

interface DrawingCanvasProps {
  state: DrawingState;
  dispatch: Dispatch<DrawingAction>;
  canvasRef: RefObject<HTMLCanvasElement | null>;
}

/**
 * The canvas fills its container (at least 300 px high) at the screen's pixel density. Pointer events cover
 * mouse, pen and touch. A brush paints live, segment by segment; shapes appear on release; any change of the
 * records (a finished mark, undo, redo, Clear) or of the size replays the records, so nothing is lost.
 */
export function DrawingCanvas({ state, dispatch, canvasRef }: DrawingCanvasProps) {
  const wrapRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<CanvasSize | null>(null);
  /** The mark in progress as painted so far: its settings and the last point reached. */
  const live = useRef<{ stroke: StrokeRecord; last: Point } | null>(null);

  useLayoutEffect(() => {
    const wrap = wrapRef.current;
    if (!wrap) return;
    const measure = () => {
      const rect = wrap.getBoundingClientRect();
      const next = { width: Math.round(rect.width), height: Math.round(rect.height), pixelRatio: window.devicePixelRatio || 1 };
      setSize((current) =>
        current && current.width === next.width && current.height === next.height && current.pixelRatio === next.pixelRatio ? current : next,
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(wrap);
    return () => observer.disconnect();
  }, []);

  const strokes = visibleStrokes(state.records);
  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext("2d");
    if (!canvas || !context || !size) return;
    const width = Math.max(1, Math.round(size.width * size.pixelRatio));
    const height = Math.max(1, Math.round(size.height * size.pixelRatio));
    if (canvas.width !== width) canvas.width = width;
    if (canvas.height !== height) canvas.height = height;
    context.setTransform(size.pixelRatio, 0, 0, size.pixelRatio, 0, 0);
    replay(context, strokes, size.width, size.height);
    // `strokes` is derived from the records; replaying on the records' identity is enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.records, size, canvasRef]);

  function pointOf(event: ReactPointerEvent<HTMLCanvasElement>): Point {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  }

  function context(): CanvasRenderingContext2D | null {
    return canvasRef.current?.getContext("2d") ?? null;
  }

  function onPointerDown(event: ReactPointerEvent<HTMLCanvasElement>) {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    event.preventDefault();
    const point = pointOf(event);
    const stroke: StrokeRecord = {
      kind: "stroke",
      tool: state.tool,
      color: state.color,
      size: state.size,
      eraser: state.eraser,
      points: [point],
    };
    live.current = { stroke, last: point };
    dispatch({ type: "pointerDown", point });
    const ctx = context();
    if (ctx && stroke.tool === "brush") drawBrushSegment(ctx, stroke, null, point);
  }

  function onPointerMove(event: ReactPointerEvent<HTMLCanvasElement>) {
    const current = live.current;
    if (!current) return;
    const point = pointOf(event);
    dispatch({ type: "pointerMove", point });
    const ctx = context();
    if (ctx && current.stroke.tool === "brush") drawBrushSegment(ctx, current.stroke, current.last, point);
    current.last = point;
  }

  function onPointerEnd(event: ReactPointerEvent<HTMLCanvasElement>) {
    const current = live.current;
    if (!current) return;
    live.current = null;
    const point = pointOf(event);
    const ctx = context();
    if (ctx && current.stroke.tool === "brush") drawBrushSegment(ctx, current.stroke, current.last, point);
    dispatch({ type: "pointerUp", point });
  }

  // Drawing stops on pointer up or when the pointer leaves the canvas (or the browser takes it over).
  const strokeEnds = { onPointerUp: onPointerEnd, onPointerLeave: onPointerEnd, onPointerCancel: onPointerEnd };

  return (
    <div ref={wrapRef} className="drawing-canvas-wrap" style={{ minHeight: DRAWING_CANVAS_MIN_HEIGHT_PX }}>
      <canvas
        ref={canvasRef}
        className="drawing-canvas"
        aria-label={DRAWING_COPY.canvasLabel}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        {...strokeEnds}
      />
    </div>
  );
}
