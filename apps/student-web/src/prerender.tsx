// Build time only (the prerender plugin in vite.config.ts): the pages whose first screen needs nobody signed in.
import { prerenderApp } from "@kidsafe/ui/prerender";
import { App } from "./app.tsx";

export function renderPage(location: string): Promise<string> {
  return prerenderApp(<App />, location);
}
