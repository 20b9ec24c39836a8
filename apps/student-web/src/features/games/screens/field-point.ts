import type { Vector } from "../logic/spaceship-battle.ts";
import { FIELD } from "../logic/spaceship-battle.ts";

/** Where the canvas sits on screen, in CSS pixels (a DOMRect fits). */
export interface ScreenBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * A pointer position on screen as a point of the 700x400 battle field. The canvas is drawn at whatever size
 * fits the window (same aspect ratio), so the rules always work in field units whatever the scale.
 */
export function toFieldPoint(clientX: number, clientY: number, box: ScreenBox): Vector {
  if (box.width <= 0 || box.height <= 0) return { x: FIELD.width / 2, y: FIELD.height / 2 };
  return {
    x: ((clientX - box.left) / box.width) * FIELD.width,
    y: ((clientY - box.top) / box.height) * FIELD.height,
  };
}
