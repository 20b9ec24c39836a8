/** Which ends of the scrolling tab list hide tabs: the strip shows a hint at each. */
export interface StripOverflow {
  before: boolean;
  after: boolean;
}

export const NO_OVERFLOW: StripOverflow = { before: false, after: false };

/** Sub-pixel scroll positions (zoom, fractional widths) must not read as a hidden tab. */
const TOLERANCE_PX = 2;

export function stripOverflow({
  scrollLeft,
  scrollWidth,
  clientWidth,
}: {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}): StripOverflow {
  if (scrollWidth - clientWidth <= TOLERANCE_PX) return NO_OVERFLOW;
  return { before: scrollLeft > TOLERANCE_PX, after: scrollLeft + clientWidth < scrollWidth - TOLERANCE_PX };
}

export function sameOverflow(a: StripOverflow, b: StripOverflow): boolean {
  return a.before === b.before && a.after === b.after;
}

/**
 * How far to scroll the list so the tab shows whole, with room for the hint over the edge it is at; 0 when it
 * already shows. Boxes are the list's and the tab's client rectangles (left and right).
 */
export function scrollToShow(list: { left: number; right: number }, tab: { left: number; right: number }, hintPx: number): number {
  const overLeft = tab.left - (list.left + hintPx);
  if (overLeft < 0) return overLeft;
  const overRight = tab.right - (list.right - hintPx);
  return overRight > 0 ? overRight : 0;
}
