// Each server's production bundle, deployed with its production dependencies alone, starts with
// NODE_ENV=production against real PostgreSQL and Redis, answers its health check and stops cleanly on SIGTERM;
// without a setting production requires, it refuses to start and names the setting. Every package the bundle
// imports is one its package.json lists: the image installs those alone.
import { readFile } from "node:fs/promises";
import { builtinModules } from "node:module";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, freePort, testServiceUrls, uniqueRedisPrefix, waitUntil } from "@kidsafe/testing";
import type { ServerProcess, TestDatabase } from "@kidsafe/testing";
import { REPO_ROOT, deployServer } from "../src/deployed-server.ts";
import type { DeployedServer, ServerName } from "../src/deployed-server.ts";

interface ServerCase {
  name: ServerName;
  healthPath: string;
  /** What production sets for it, beyond NODE_ENV, HOST and PORT. */
  env(services: { databaseUrl: string; redisUrl: string; prefix: string }): Record<string, string>;
  /** Settings production requires: without each, the server must refuse to start. */
  required: string[];
}

/** The API and the voice gateway are deployed with the same settings: the gateway reads the API's sessions. */
const webServerEnv: ServerCase["env"] = ({ databaseUrl, redisUrl, prefix }) => ({
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  REDIS_KEY_PREFIX: prefix,
  SESSION_SECRET: "a-production-session-secret-of-32-characters-or-more",
  PUBLIC_URL: "https://kidsafe.example",
  TRUST_PROXY: "1",
  KEY_ENCRYPTION_KEY: "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
});

const SERVERS: ServerCase[] = [
  {
    name: "api",
    healthPath: "/api/health",
    env: webServerEnv,
    required: ["SESSION_SECRET", "PUBLIC_URL", "TRUST_PROXY", "KEY_ENCRYPTION_KEY"],
  },
  {
    name: "voice-gateway",
    healthPath: "/ws/health",
    env: webServerEnv,
    required: ["SESSION_SECRET", "PUBLIC_URL", "KEY_ENCRYPTION_KEY"],
  },
  {
    name: "billing-worker",
    healthPath: "/health",
    env: ({ databaseUrl, redisUrl, prefix }) => ({
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      JOBS_QUEUE_PREFIX: `${prefix}bull`,
      // The emulator's kind of key; nothing is charged while the test runs.
      STRIPE_SECRET_KEY: "sk_test_production_bundle",
      STRIPE_WEBHOOK_SECRET: "whsec_production_bundle",
      KEY_ENCRYPTION_KEY: "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
      // Nothing listens there: no mail is queued while the test runs, and sending is a job that would retry.
      SMTP_URL: "smtp://127.0.0.1:1025",
      PUBLIC_URL: "https://kidsafe.example",
    }),
    required: ["STRIPE_SECRET_KEY", "KEY_ENCRYPTION_KEY", "SMTP_URL", "PUBLIC_URL"],
  },
];

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase(testServiceUrls().databaseUrl);
});
afterAll(() => database?.drop());

describe.each(SERVERS)("the $name bundle", (server) => {
  let deployed: DeployedServer;
  beforeAll(async () => {
    deployed = await deployServer(server.name);
  });
  afterAll(() => deployed?.remove());

  async function start(without?: string): Promise<{ bundle: ServerProcess; port: number }> {
    const port = await freePort();
    const env: Record<string, string> = {
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      ...server.env({ databaseUrl: database.url, redisUrl: testServiceUrls().redisUrl, prefix: uniqueRedisPrefix(server.name) }),
    };
    if (without) delete env[without];
    return { bundle: deployed.start(env), port };
  }

  it("starts in production with its production dependencies alone, answers its health check and stops on SIGTERM", async () => {
    const { bundle, port } = await start();
    const died = bundle.exited.then((exit) => `it exited (${JSON.stringify(exit)}):\n${bundle.output()}`);
    await waitUntil(
      () =>
        fetch(`http://127.0.0.1:${port}${server.healthPath}`).then(
          (response) => response.ok,
          () => false,
        ),
      { timeoutMs: 30_000, gaveUp: died },
    );
    expect(await bundle.stop()).toEqual({ code: 0, signal: null });
  });

  it("imports no third-party package its package.json does not list", async () => {
    const bundle = await readFile(path.join(deployed.folder, "dist/server.js"), "utf8");
    // The app's own list (a deployment may carry more, taken from the lockfile).
    const { dependencies } = JSON.parse(await readFile(path.join(REPO_ROOT, "apps", server.name, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    // esbuild writes every import of a package at the top of the bundle, some over several lines.
    const specifiers = [...bundle.matchAll(/^import\s(?:[^;]*?\sfrom\s*)?"([^"]+)";/gm)].map(([, specifier]) => specifier!);
    expect(specifiers.length).toBeGreaterThan(5);
    const packages = new Set(
      specifiers
        .filter((specifier) => !specifier.startsWith("node:") && !builtinModules.includes(specifier.split("/")[0]!))
        .map((specifier) =>
          specifier
            .split("/")
            .slice(0, specifier.startsWith("@") ? 2 : 1)
            .join("/"),
        ),
    );
    expect([...packages].filter((name) => !(name in dependencies)).sort()).toEqual([]);
  });

  it.each(server.required.map((setting) => [setting]))("refuses to start without %s, and says so", async (setting) => {
    const { bundle } = await start(setting);
    const exit = await Promise.race([bundle.exited, new Promise((resolve) => setTimeout(resolve, 30_000, "still running"))]);
    if (exit === "still running") await bundle.stop();
    expect(exit).toMatchObject({ code: 1 });
    expect(bundle.output()).toContain(setting);
  });
});
