import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
import { dismissStaleToasts } from "./page-toasts.ts";

/**
 * Closes the last page's toasts when the path changes. A layout effect, so it runs before the new page's own effects
 * can raise toasts of their own.
 */
export function useDismissToastsOnPageChange(): void {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    dismissStaleToasts();
  }, [pathname]);
}
