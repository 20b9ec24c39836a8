import { createElement, lazy, useState } from "react";
import type { ComponentType, FunctionComponent } from "react";

/** A page whose code is its own chunk, which can be fetched before the page first renders. */
export interface LazyPage<Props extends object = Record<never, never>> extends FunctionComponent<Props> {
  /** Starts fetching the page's code; a failure is left to the page's render to report. */
  preload: () => void;
}

/**
 * React.lazy, except that a page whose code has already arrived renders at once. React.lazy suspends on every first
 * render, and React holds back the reveal of suspended content for a while after a fallback shows (its fallback
 * throttle): a first screen preloaded with the sign-in check would still wait behind a spinner.
 */
export function lazyPage<Props extends object = Record<never, never>>(load: () => Promise<{ default: ComponentType<Props> }>): LazyPage<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const fetchCode = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Suspending = lazy(fetchCode);

  function Page(props: Props) {
    // Chosen once per mount: switching types later would remount the page and lose its state.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Suspending);
    return createElement(Component, props);
  }
  return Object.assign(Page, { preload: () => void fetchCode().catch(() => undefined) });
}
