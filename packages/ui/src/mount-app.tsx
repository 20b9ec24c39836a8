import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import type { ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { createQueryClient } from "./api/query-client.ts";

/** Tests supply their own router instead. */
export function mountApp(app: ReactNode): void {
  const rootElement = document.getElementById("root");
  if (rootElement === null) throw new Error("index.html lacks #root");
  const root = createRoot(rootElement);
  // As a transition the first render yields to the browser every few milliseconds instead of holding the page in
  // one long task; the static loading screen stays until the app is ready to replace it.
  startTransition(() => {
    root.render(
      <StrictMode>
        <QueryClientProvider client={createQueryClient()}>
          <BrowserRouter>{app}</BrowserRouter>
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}
