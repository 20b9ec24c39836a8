import { adminCalls } from "@kidsafe/contracts";
import { createQueryClient } from "@kidsafe/ui";
import { apiServer, json, onCall } from "@kidsafe/ui/testing";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { App } from "../src/app.tsx";

/** The whole app at `path`, answered only by the handlers the test installed (who is signed in included). */
export function renderAppAt(path: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The whole app at `path`, signed in as the operator "admin" unless `signedIn` is false. */
export function renderApp(path: string, { signedIn = true } = {}) {
  apiServer.use(
    onCall(adminCalls.adminMe, () => (signedIn ? json(200, { username: "admin", totpEnabled: false }) : json(401, { error: "Sign in first." }))),
  );
  return renderAppAt(path);
}
