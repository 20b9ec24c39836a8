// The six deployables as the dev stack runs them: where they live, how they start, how we know they are up.
import path from "node:path";
import { ROUTES } from "./routes.ts";
import type { RoutedApp } from "./routes.ts";

export type AppName = RoutedApp | "billing-worker";

export interface AppDefinition {
  name: AppName;
  folder: string;
  kind: "server" | "web";
  /** Its port is the public port plus this, when free (3001 api, 3002 voice, 3003 billing, 3004-3006 webs). */
  portOffset: number;
  /** Servers: answers 200 once the app is ready. Webs are ready when their port accepts connections. */
  healthPath?: string;
  /** The app reads DATABASE_URL, REDIS_URL and SESSION_SECRET (the API and the voice gateway share sessions). */
  usesData: boolean;
  /** The app calls Gemini: it gets GEMINI_BASE_URL, GEMINI_API_KEY, GEMINI_MODEL and AI_OFFLINE (gemini.ts). */
  usesAi?: boolean;
  /** The app calls Stripe: it gets STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_API_BASE (stripe.ts). */
  usesPayments?: boolean;
  /** The app reads websites server-side (safety checks, previews): it gets SAFE_FETCH_ALLOW_ORIGINS (sample-sites.ts). */
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
    // The students' sessions, limits, chats and serve record are the API's; the Live API is the emulator's offline.
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
    // The weekly safety re-check judges sites with Gemini; the charges go to Stripe.
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

/** The entry file that must exist for the app to start (a clear error beats a cryptic one from tsx or Vite). */
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
  // Vite always serves with HMR; DEV_STACK_NO_WATCH concerns the servers' restarts only.
  return {
    command: bin("vite"),
    args: ["--port", String(options.port), "--strictPort", "--host", "127.0.0.1", "--clearScreen", "false"],
  };
}
