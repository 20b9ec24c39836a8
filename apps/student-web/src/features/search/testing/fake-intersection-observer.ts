import { vi } from "vitest";

/**
 * jsdom has no IntersectionObserver (a browser API, not ours): this stand-in records what is observed and
 * lets a test say how much of each element is on screen.
 */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  readonly thresholds: readonly number[];

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    const threshold = options.threshold ?? 0;
    this.thresholds = Array.isArray(threshold) ? threshold : [threshold];
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element) {
    this.observed.add(element);
  }

  unobserve(element: Element) {
    this.observed.delete(element);
  }

  disconnect() {
    this.observed.clear();
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports `ratio` of each matching observed element as visible. */
  show(ratio: number, matches: (element: Element) => boolean = () => true) {
    const entries = [...this.observed]
      .filter(matches)
      .map((target) => ({ target, intersectionRatio: ratio, isIntersecting: ratio > 0 }) as IntersectionObserverEntry);
    if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
  }
}

export function installFakeIntersectionObserver() {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  return {
    /** Every observed element on screen at `ratio`, across observers. */
    showAll(ratio: number) {
      for (const observer of FakeIntersectionObserver.instances) observer.show(ratio);
    },
    observedCount: () => FakeIntersectionObserver.instances.reduce((sum, observer) => sum + observer.observed.size, 0),
    thresholds: () => FakeIntersectionObserver.instances.flatMap((observer) => observer.thresholds),
  };
}
