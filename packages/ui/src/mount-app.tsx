import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import type { ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { createQueryClient } from "./api/query-client.ts";

/** Tests supply their own router instead. */
export function mountApp(app: ReactNode): void {
  const rootElement = document.getElementById("root");
  if (rootElement === null) throw new Error("index.html lacks #root");
  createRoot(rootElement).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <BrowserRouter>{app}</BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
