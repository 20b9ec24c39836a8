import type { QueryClient } from "@tanstack/react-query";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import type { ReactNode } from "react";

/** On #root when its markup was rendered at build time: the browser then hydrates it instead of replacing it. */
export const PRERENDERED_ATTRIBUTE = "data-prerendered";

/**
 * What every app renders inside, in the browser and when a page is prerendered at build time: one tree, so the
 * prerendered markup is what the browser's first render produces. The router inside it is the caller's: the
 * browser's, or a static one at build time.
 */
export function AppFrame({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </StrictMode>
  );
}
