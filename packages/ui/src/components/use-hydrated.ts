import { useSyncExternalStore } from "react";

const NEVER_CHANGES = () => () => {};

/**
 * False while React takes over prerendered markup (and when prerendering), true from the next render on; always true
 * in an app rendered in the browser from the start. A prerendered form keeps its submit button disabled until then,
 * so an early tap cannot send the form the browser's way (a GET with the password in the address).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    NEVER_CHANGES,
    () => true,
    () => false,
  );
}
