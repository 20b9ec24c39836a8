import path from "node:path";
import { ROUTES } from "./routes.ts";
import type { RoutedApp } from "./routes.ts";

export type AppName = RoutedApp | "billing-worker";

export interface AppDefinition {
  name: AppName;
  folder: string;
  kind: "server" | "web";
  /** 3001 api, 3002 voice, 3003 billing, 3004-3006 webs. */
  portOffset: number;
  /** Webs are ready when their port accepts connections. */
  healthPath?: string;
  /** The API and the voice gateway share sessions. */
  usesData: boolean;
  usesAi?: boolean;
  usesPayments?: boolean;
  fetchesWebsites?: boolean;
}

export const APPS: readonly AppDefinition[] = [
  {
    name: "api",
    folder: "apps/api",
    kind: "server",
    portOffset: 1,
    healthPath: "/api/health",
    usesData: true,
    usesAi: true,
    usesPayments: true,
    fetchesWebsites: true,
  },
  {
    name: "voice-gateway",
    folder: "apps/voice-gateway",
    kind: "server",
    portOffset: 2,
    healthPath: "/ws/health",
    usesData: true,
    usesAi: true,
  },
  {
    name: "billing-worker",
    folder: "apps/billing-worker",
    kind: "server",
    portOffset: 3,
    healthPath: "/health",
    usesData: true,
    usesAi: true,
    usesPayments: true,
    fetchesWebsites: true,
  },
  { name: "student-web", folder: "apps/student-web", kind: "web", portOffset: 4, usesData: false },
  { name: "advertiser-web", folder: "apps/advertiser-web", kind: "web", portOffset: 5, usesData: false },
  { name: "admin-web", folder: "apps/admin-web", kind: "web", portOffset: 6, usesData: false },
];

export function publicPathsOf(app: AppName): string {
  const paths = ROUTES.filter((route) => route.app === app).map((route) => route.paths);
  return paths.length > 0 ? paths.join(", ") : "(not routed)";
}

/** A clear error beats a cryptic one from tsx or Vite. */
export function entryFileOf(app: AppDefinition): string {
  return app.kind === "server" ? "src/server.ts" : "index.html";
}

export function commandOf(app: AppDefinition, options: { repoRoot: string; port: number; watch: boolean }): { command: string; args: string[] } {
  const bin = (name: string): string => path.join(options.repoRoot, app.folder, "node_modules", ".bin", name);
  if (app.kind === "server") {
    return {
      command: bin("tsx"),
      args: options.watch ? ["watch", "--clear-screen=false", "src/server.ts"] : ["src/server.ts"],
    };
  }
  const listen = ["--port", String(options.port), "--strictPort", "--host", "127.0.0.1"];
  // Not watching (the Playwright stack): the production bundle as nginx serves it, without per-module compiling.
  return { command: bin("vite"), args: options.watch ? [...listen, "--clearScreen", "false"] : ["preview", ...listen] };
}

export function buildCommandOf(
  app: AppDefinition,
  options: { repoRoot: string; watch: boolean },
): { command: string; args: string[] } | undefined {
  if (app.kind !== "web" || options.watch) return undefined;
  return { command: path.join(options.repoRoot, app.folder, "node_modules", ".bin", "vite"), args: ["build", "--logLevel", "warn"] };
}
