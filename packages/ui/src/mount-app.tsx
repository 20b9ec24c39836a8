import type { QueryClient } from "@tanstack/react-query";
import { startTransition } from "react";
import type { ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { createQueryClient } from "./api/query-client.ts";
import { AppFrame, PRERENDERED_ATTRIBUTE } from "./app-frame.tsx";
import type { LazyPage } from "./lazy-page.ts";

export interface MountOptions {
  /** The pages a visit starts on, by path: the current one's code downloads alongside the app's first requests. */
  firstScreens?: Readonly<Record<string, LazyPage>>;
  /**
   * Fills the query cache with what the first screen waits for (who is signed in, say) before the first render, so
   * that render is the screen itself rather than a spinner a second render replaces. A failed read stays the query's
   * own, as if the screen had made it. A prerendered page is on screen already: it hydrates without waiting.
   */
  loadFirstData?: (queryClient: QueryClient) => Promise<unknown>;
}

/** Tests supply their own router instead. */
export function mountApp(app: ReactNode, { firstScreens = {}, loadFirstData }: MountOptions = {}): void {
  firstScreens[window.location.pathname]?.preload();
  const rootElement = document.getElementById("root");
  if (rootElement === null) throw new Error("index.html lacks #root");
  const queryClient = createQueryClient();
  const tree = (
    <AppFrame queryClient={queryClient}>
      <BrowserRouter>{app}</BrowserRouter>
    </AppFrame>
  );
  const firstData = loadFirstData?.(queryClient).catch(() => undefined);
  // A page prerendered at build time is already on screen: the app takes over its markup as it is.
  if (rootElement.hasAttribute(PRERENDERED_ATTRIBUTE)) {
    hydrateRoot(rootElement, tree);
    return;
  }
  const root = createRoot(rootElement);
  // As a transition the first render yields to the browser every few milliseconds instead of holding the page in
  // one long task; the static loading screen stays until the app is ready to replace it.
  const render = () => startTransition(() => root.render(tree));
  if (firstData === undefined) render();
  else void firstData.then(render);
}
