import { appShell } from "@kidsafe/ui/vite-app-shell";
import { contractsWithoutSideEffects } from "@kidsafe/ui/vite-contracts-without-side-effects";
import { firstScreenPreload } from "@kidsafe/ui/vite-first-screen-preload";
import { prerenderPages } from "@kidsafe/ui/vite-prerender";
import { reactRouterProduction } from "@kidsafe/ui/vite-react-router-production";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The dev server port comes from the CLI (`vite --port N`); the dev stack puts every app behind one origin.
export default defineConfig({
  base: "/",
  plugins: [
    react(),
    appShell(),
    reactRouterProduction(),
    // A signed-in visit starts on the chat: its code downloads with the app's own, not after it.
    firstScreenPreload("/src/routes/home-page.tsx"),
    // The sign-in screen paints with its HTML; servers answer /auth with auth.html (infra/nginx, `vite preview`).
    prerenderPages({ entry: "/src/prerender.tsx", pages: { "/auth": "auth.html" } }),
    contractsWithoutSideEffects(),
  ],
  // Read by `pnpm bench` to measure the JavaScript that /auth loads.
  build: { manifest: true },
});
