import { vi } from "vitest";

/**
 * jsdom has no ResizeObserver, and Radix's Switch and the drawing canvas measure themselves with one; nothing a test
 * checks depends on sizes. `vi.unstubAllGlobals()` takes it away again.
 */
export function stubResizeObserver() {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
