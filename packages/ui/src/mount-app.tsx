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
}

/** Tests supply their own router instead. */
export function mountApp(app: ReactNode, { firstScreens = {} }: MountOptions = {}): void {
  firstScreens[window.location.pathname]?.preload();
  const rootElement = document.getElementById("root");
  if (rootElement === null) throw new Error("index.html lacks #root");
  const tree = (
    <AppFrame queryClient={createQueryClient()}>
      <BrowserRouter>{app}</BrowserRouter>
    </AppFrame>
  );
  // A page prerendered at build time is already on screen: the app takes over its markup as it is.
  if (rootElement.hasAttribute(PRERENDERED_ATTRIBUTE)) {
    hydrateRoot(rootElement, tree);
    return;
  }
  const root = createRoot(rootElement);
  // As a transition the first render yields to the browser every few milliseconds instead of holding the page in
  // one long task; the static loading screen stays until the app is ready to replace it.
  startTransition(() => root.render(tree));
}
