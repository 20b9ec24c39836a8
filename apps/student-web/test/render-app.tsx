import { createQueryClient } from "@kidsafe/ui";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { App } from "../src/app.tsx";

const CURRENT_PATH_LABEL = "current path";

/** Where the router is now (path and fragment), for a test to follow the app's redirects and links. */
function CurrentPath() {
  const { pathname, hash } = useLocation();
  return <output aria-label={CURRENT_PATH_LABEL}>{pathname + hash}</output>;
}

/** The whole app at `path` with an empty query cache, as a fresh visit mounts it. */
export function renderApp(path = "/") {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <App />
        <CurrentPath />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export const currentPath = () => screen.getByRole("status", { name: CURRENT_PATH_LABEL }).textContent;
