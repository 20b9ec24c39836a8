import { appShell } from "@kidsafe/ui/vite-app-shell";
import { contractsWithoutSideEffects } from "@kidsafe/ui/vite-contracts-without-side-effects";
import { reactRouterProduction } from "@kidsafe/ui/vite-react-router-production";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// Served at /admin* and /preview-test of the shared origin; its files live under /admin/. The router needs no
// basename because the pages keep their public paths. The dev server port comes from the CLI.
export default defineConfig({
  base: "/admin/",
  plugins: [react(), appShell(), reactRouterProduction(), contractsWithoutSideEffects()],
});
