// `pnpm dev`: the whole product on one origin, routed by path the way production does.
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { createDb, migrateToLatest, seedCatalogue, seedDevelopmentData } from "@kidsafe/db";
import { describeExit, portAnswers, portTakenMessage, waitUntil } from "@kidsafe/testing";
import { APPS, buildCommandOf, commandOf, entryFileOf, publicPathsOf } from "./apps.ts";
import type { AppDefinition, AppName } from "./apps.ts";
import { StackState, stopLeftovers } from "./leftovers.ts";
import { bold, dim, log } from "./log.ts";
import { httpAnswersOk, pickPort } from "./net.ts";
import { resolvePostgres } from "./postgres.ts";
import type { ResolvedService } from "./postgres.ts";
import { GEMINI_EMULATOR_PORT_OFFSET, resolveGemini } from "./gemini.ts";
import type { ResolvedGemini } from "./gemini.ts";
import { MAILDEV_SMTP_PORT_OFFSET, MAILDEV_WEB_PORT_OFFSET, resolveMail } from "./mail.ts";
import type { ResolvedMail } from "./mail.ts";
import { signalGroup, startProcess } from "./processes.ts";
import type { ManagedProcess } from "./processes.ts";
import { createDevProxy } from "./proxy.ts";
import { resolveRedis } from "./redis.ts";
import type { ResolvedRedis } from "./redis.ts";
import type { RoutedApp } from "./routes.ts";
import { devKeyEncryptionKey, devSessionSecret } from "./secret.ts";
import { createDevOperator, DEV_ADMIN_USERNAME } from "./operator.ts";
import { resolveSampleSites, SAMPLE_SITES_PORT_OFFSET } from "./sample-sites.ts";
import type { ResolvedSampleSites } from "./sample-sites.ts";
import { resolveStripe } from "./stripe.ts";
import type { ResolvedStripe } from "./stripe.ts";

const READY_TIMEOUT_MS = 120_000;
const MONITOR_INTERVAL_MS = 3_000;
const DUPLICATE_SIGNAL_WINDOW_MS = 1_500;
const STRIPE_EMULATOR_PORT_OFFSET = 8;

interface RunningApp {
  app: AppDefinition;
  port: number;
  process: ManagedProcess;
  ready: boolean;
  down: boolean;
  failures: number;
}

const repoRoot = path.resolve(import.meta.dirname, "../../..");
const env = process.env;
const host = "127.0.0.1";
const publicPort = parsePort(env.PORT ?? "3000");
const watch = !["1", "true", "yes"].includes((env.DEV_STACK_NO_WATCH ?? "").toLowerCase());
// Lets a second stack (the e2e one) keep its own database next to a running dev stack.
const dataDir = path.resolve(repoRoot, env.DEV_STACK_DATA_DIR ?? ".data");
const publicUrl = `http://${host}:${publicPort}`;
/** Development only; printed in the banner. */
const devAdminPassword = env.DEV_ADMIN_PASSWORD ?? "admin-dev-password";

const running = new Map<AppName, RunningApp>();
let postgres: ResolvedService | undefined;
let redis: ResolvedRedis | undefined;
let gemini: ResolvedGemini | undefined;
let stripe: ResolvedStripe | undefined;
let sampleSites: ResolvedSampleSites | undefined;
let mail: ResolvedMail | undefined;
let emulatorsStarting: Promise<unknown> = Promise.resolve();
let servicesStarting: Promise<unknown> = Promise.resolve();
let state: StackState | undefined;
let shuttingDown = false;
let shutdownStartedAt = 0;

const proxy = createDevProxy({
  portOf: (app: RoutedApp) => running.get(app)?.port,
});

process.on("SIGINT", () => void shutdown(0, "SIGINT"));
process.on("SIGTERM", () => void shutdown(0, "SIGTERM"));
process.on("SIGHUP", () => void shutdown(0, "SIGHUP"));
process.on("uncaughtException", (error) => {
  log.error(`dev stack error: ${error.stack ?? error.message}`);
  void shutdown(1);
});
process.on("unhandledRejection", (reason) => {
  log.error(`dev stack error: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`);
  void shutdown(1);
});

try {
  await main();
} catch (error) {
  if (!shuttingDown) {
    log.error(error instanceof Error ? error.message : String(error));
    await shutdown(1);
  }
}

async function main(): Promise<void> {
  for (const app of APPS) {
    const entry = path.join(repoRoot, app.folder, entryFileOf(app));
    if (!existsSync(entry)) throw new Error(`${app.folder} cannot start: ${entryFileOf(app)} is missing.`);
    if (!existsSync(commandOf(app, { repoRoot, port: 0, watch }).command)) {
      throw new Error(`${app.folder} has no node_modules/.bin tools: run pnpm install first.`);
    }
  }

  // Holding the public port first makes a second `pnpm dev` fail at once, before touching any data.
  try {
    await proxy.listen(publicPort, host);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    throw new Error(portTakenMessage(publicPort, "PORT", "npm run dev"));
  }

  await mkdir(path.join(dataDir, "dev-stack"), { recursive: true });
  const stateFile = path.join(dataDir, "dev-stack", `children-${publicPort}.json`);
  await stopLeftovers(stateFile, (message) => log.warn(message));
  state = new StackState(stateFile);

  log.info(`starting on ${publicUrl} (${watch ? "watch mode" : "no watch: DEV_STACK_NO_WATCH"})`);
  await startServices();
  if (!postgres || !redis) return;

  const applied = await migrateToLatest(postgres.url).catch((error: unknown) => {
    throw new Error(`migrations failed on ${postgres?.description ?? "the database"}: ${(error as Error).message}`);
  });
  log.info(applied.length > 0 ? `migrations applied: ${applied.join(", ")}` : "database schema is up to date");
  const catalogueDb = createDb(postgres.url, { maxConnections: 1 });
  // Reference data, as `pnpm db:migrate` in deploys: upserted on every start.
  await seedCatalogue(catalogueDb).finally(() => catalogueDb.destroy());
  log.info((await seedDevelopmentData(postgres.url)).join("; "));
  if (shuttingDown) return;

  const sessionSecret = env.SESSION_SECRET ?? (await devSessionSecret(path.join(dataDir, "dev-session-secret")));
  const keyEncryptionKey = env.KEY_ENCRYPTION_KEY ?? (await devKeyEncryptionKey(path.join(dataDir, "dev-key-encryption-key")));
  // The same CLI as `pnpm admin:create`.
  await createDevOperator({ repoRoot, databaseUrl: postgres.url, password: devAdminPassword });
  const taken = new Set([publicPort]);
  const ports = new Map<AppName, number>();
  for (const app of APPS) {
    const port = await pickPort(publicPort + app.portOffset, taken);
    if (port !== publicPort + app.portOffset) log.warn(`${app.name}: port ${publicPort + app.portOffset} is busy, using ${port}`);
    ports.set(app.name, port);
  }
  const startingGemini = startGemini(await pickPort(publicPort + GEMINI_EMULATOR_PORT_OFFSET, taken));
  const startingStripe = startStripe(await pickPort(publicPort + STRIPE_EMULATOR_PORT_OFFSET, taken));
  const startingSites = resolveSampleSites({ env, port: await pickPort(publicPort + SAMPLE_SITES_PORT_OFFSET, taken), host }).then(
    (sites) => (sampleSites = sites),
  );
  const startingMail = startMail(
    await pickPort(publicPort + MAILDEV_SMTP_PORT_OFFSET, taken),
    await pickPort(publicPort + MAILDEV_WEB_PORT_OFFSET, taken),
  );
  emulatorsStarting = Promise.allSettled([startingGemini, startingStripe, startingSites, startingMail]);
  const building = Promise.all(APPS.map(buildWebApp));
  const [ai, payments, sites, mailer] = await Promise.all([startingGemini, startingStripe, startingSites, startingMail]);
  await building;
  if (shuttingDown) return;
  for (const app of APPS) {
    const port = ports.get(app.name) ?? 0;
    startApp(
      app,
      port,
      { DATABASE_URL: postgres.url, REDIS_URL: redis.url, SESSION_SECRET: sessionSecret, KEY_ENCRYPTION_KEY: keyEncryptionKey },
      { ai: ai.env, payments: payments.env, websites: sites.env, mail: mailer.env },
    );
  }

  const results = await Promise.allSettled([...running.values()].map(waitUntilReady));
  if (shuttingDown) return;
  const failed = results.flatMap((result, index) =>
    result.status === "rejected" ? [`${[...running.values()][index]?.app.name ?? "?"}: ${(result.reason as Error).message}`] : [],
  );
  if (failed.length > 0) throw new Error(`these apps did not start:\n  ${failed.join("\n  ")}`);

  printSummary();
  monitor();
}

async function startServices(): Promise<void> {
  const starting = Promise.allSettled([resolvePostgres(env, dataDir), resolveRedis({ env, dataDir })]);
  servicesStarting = starting;
  const [pg, rd] = await starting;
  if (pg.status === "fulfilled") postgres = pg.value;
  if (rd.status === "fulfilled") {
    redis = rd.value;
    const server = redis.process;
    if (server) {
      state?.add({ name: "redis", pid: server.pid, marker: "redis-server" });
      void server.exited.then((exit) => {
        if (!shuttingDown) log.error(`the redis-server started by the dev stack ${describeExit(exit)}; restart pnpm dev.`);
      });
    }
  }
  const problems = [pg, rd].flatMap((result) => (result.status === "rejected" ? [(result.reason as Error).message] : []));
  if (problems.length > 0) throw new Error(problems.join("\n"));
}

async function startGemini(emulatorPort: number): Promise<ResolvedGemini> {
  const resolved = await resolveGemini({ env, repoRoot, port: emulatorPort, host });
  gemini = resolved;
  const server = resolved.process;
  if (server) {
    state?.add({ name: "gemini-emulator", pid: server.pid, marker: path.join(repoRoot, "packages", "gemini-emulator") });
    void server.exited.then((exit) => {
      if (!shuttingDown) log.error(`the Gemini emulator ${describeExit(exit)}: chat answers 502 until you restart pnpm dev.`);
    });
  }
  return resolved;
}

async function startStripe(emulatorPort: number): Promise<ResolvedStripe> {
  const resolved = await resolveStripe({ env, repoRoot, port: emulatorPort, host, publicUrl });
  stripe = resolved;
  const server = resolved.process;
  if (server) {
    state?.add({ name: "stripe-emulator", pid: server.pid, marker: path.join(repoRoot, "packages", "stripe-emulator") });
    void server.exited.then((exit) => {
      if (!shuttingDown) log.error(`the Stripe emulator ${describeExit(exit)}: payments fail until you restart pnpm dev.`);
    });
  }
  return resolved;
}

async function startMail(smtpPort: number, webPort: number): Promise<ResolvedMail> {
  const resolved = await resolveMail({ env, dataDir, smtpPort, webPort, host });
  mail = resolved;
  const server = resolved.process;
  if (server) {
    state?.add({ name: "maildev", pid: server.pid, marker: resolved.marker ?? "maildev" });
    void server.exited.then((exit) => {
      if (!shuttingDown) log.error(`MailDev ${describeExit(exit)}: mails wait in their queue until you restart pnpm dev.`);
    });
  }
  return resolved;
}

async function buildWebApp(app: AppDefinition): Promise<void> {
  const build = buildCommandOf(app, { repoRoot, watch });
  if (!build) return;
  const child = startProcess({ name: app.name, ...build, cwd: path.join(repoRoot, app.folder), env: { ...env, NODE_ENV: "production" } });
  state?.add({ name: `${app.name} build`, pid: child.pid, marker: path.join(repoRoot, app.folder) });
  const exit = await child.exited;
  state?.remove(child.pid);
  if (exit.code !== 0) throw new Error(`${app.name}'s production build ${describeExit(exit)} (see its output above).`);
}

function startApp(
  app: AppDefinition,
  port: number,
  data: Record<string, string>,
  services: { ai: Record<string, string>; payments: Record<string, string>; websites: Record<string, string>; mail: Record<string, string> },
): void {
  const appEnv: NodeJS.ProcessEnv = {
    ...env,
    NODE_ENV: "development",
    HOST: host,
    PORT: String(port),
    ...(app.usesData ? { DATABASE_URL: data.DATABASE_URL, REDIS_URL: data.REDIS_URL, SESSION_SECRET: data.SESSION_SECRET } : {}),
    ...(app.usesAi ? services.ai : {}),
    ...(app.usesPayments ? services.payments : {}),
    ...(app.fetchesWebsites ? services.websites : {}),
    // The API only queues mails; the worker sends them.
    ...(app.name === "billing-worker" ? services.mail : {}),
    ...(app.name === "api" || app.name === "voice-gateway" ? { KEY_ENCRYPTION_KEY: data.KEY_ENCRYPTION_KEY } : {}),
    ...(app.kind === "web" ? {} : { PUBLIC_URL: env.PUBLIC_URL ?? publicUrl }),
    ...(process.stdout.isTTY && !env.NO_COLOR ? { FORCE_COLOR: "1" } : {}),
  };
  const { command, args } = commandOf(app, { repoRoot, port, watch });
  const child = startProcess({ name: app.name, command, args, cwd: path.join(repoRoot, app.folder), env: appEnv });
  const entry: RunningApp = { app, port, process: child, ready: false, down: false, failures: 0 };
  running.set(app.name, entry);
  state?.add({ name: app.name, pid: child.pid, marker: path.join(repoRoot, app.folder) });
  void child.exited.then((exit) => {
    state?.remove(child.pid);
    if (shuttingDown || !entry.ready) return; // before readiness, waitUntilReady reports it
    log.error(
      `${app.name} ${describeExit(exit)}: it crashed and is not restarted (see its output above). ` +
        `The other apps keep running; ${publicPathsOf(app.name)} answers 502 until you restart pnpm dev.`,
    );
  });
}

function probe(entry: RunningApp): Promise<boolean> {
  return entry.app.healthPath ? httpAnswersOk(`http://${host}:${entry.port}${entry.app.healthPath}`) : portAnswers(entry.port, host);
}

async function waitUntilReady(entry: RunningApp): Promise<void> {
  const gaveUp = entry.process.exited.then((exit) => `it ${describeExit(exit)} before it was ready (see its output above)`);
  await waitUntil(() => probe(entry), { timeoutMs: READY_TIMEOUT_MS, gaveUp });
  entry.ready = true;
}

/** A crash under `tsx watch` leaves tsx running; a TCP connect keeps the apps' request logs quiet. */
function monitor(): void {
  const check = async (): Promise<void> => {
    for (const entry of running.values()) {
      if (shuttingDown || !entry.process.isRunning()) continue;
      if (await portAnswers(entry.port, host)) {
        if (entry.down) log.ok(`${entry.app.name} answers again`);
        entry.down = false;
        entry.failures = 0;
      } else if (++entry.failures === 2) {
        entry.down = true;
        log.error(
          `${entry.app.name} stopped answering on port ${entry.port}: it probably crashed (see its output above)` +
            (watch && entry.app.kind === "server" ? "; saving a file restarts it." : "."),
        );
      }
    }
    if (!shuttingDown) setTimeout(() => void check(), MONITOR_INTERVAL_MS).unref();
  };
  setTimeout(() => void check(), MONITOR_INTERVAL_MS).unref();
}

function printSummary(): void {
  const rows = APPS.map((app) => {
    const port = running.get(app.name)?.port ?? 0;
    const where = app.kind === "web" ? `vite on :${port}` : `:${port}${app.healthPath ?? ""}`;
    return `    ${publicPathsOf(app.name).padEnd(26)} ${app.name.padEnd(16)} ${dim(where)}`;
  });
  const line = dim("─".repeat(78));
  log.block(
    [
      line,
      `  ${bold("KidSafe is running on one origin:")}  ${bold(publicUrl)}`,
      "",
      ...rows,
      "",
      `    PostgreSQL  ${postgres?.description ?? "?"}`,
      `    Redis       ${redis?.description ?? "?"}`,
      `    AI          ${gemini?.description ?? "?"}`,
      `    Payments    ${stripe?.description ?? "?"}`,
      `    Websites    ${sampleSites?.description ?? "?"}`,
      `    Mail        ${mail?.description ?? "?"}`,
      `    Watch       ${watch ? "servers restart on save, web apps hot-reload" : "off (DEV_STACK_NO_WATCH): web apps are production builds"}`,
      `    Operator    ${publicUrl}/admin  ${DEV_ADMIN_USERNAME} / ${devAdminPassword} ${dim("(DEV_ADMIN_PASSWORD)")}`,
      "",
      `  Ctrl-C stops everything.`,
      line,
    ].join("\n"),
  );
}

async function shutdown(code: number, signal?: NodeJS.Signals): Promise<void> {
  if (shuttingDown) {
    // One Ctrl-C often arrives twice (the process group, then tsx relaying it): only a later one means "force".
    if (signal && Date.now() - shutdownStartedAt > DUPLICATE_SIGNAL_WINDOW_MS) {
      log.warn("forced stop");
      for (const entry of running.values()) signalGroup(entry.process.pid, "SIGKILL");
      if (redis?.process) signalGroup(redis.process.pid, "SIGKILL");
      if (gemini?.process) signalGroup(gemini.process.pid, "SIGKILL");
      if (stripe?.process) signalGroup(stripe.process.pid, "SIGKILL");
      if (mail?.process) signalGroup(mail.process.pid, "SIGKILL");
      process.exit(130);
    }
    return;
  }
  shuttingDown = true;
  shutdownStartedAt = Date.now();
  log.info(signal ? `${signal}: stopping everything… (Ctrl-C again to force)` : "stopping everything…");
  await proxy.close();
  // Apps first: they hold connections to the databases.
  await Promise.all([...running.values()].map((entry) => entry.process.stop()));
  const starting = Promise.all([servicesStarting, emulatorsStarting].map((promise) => promise.catch(() => undefined)));
  await Promise.race([starting, new Promise((resolve) => setTimeout(resolve, 30_000))]);
  await Promise.all(
    [gemini, stripe, sampleSites, mail, redis, postgres].flatMap((service) => (service ? [service.stop().catch(() => undefined)] : [])),
  );
  await state?.clear();
  log.info("stopped");
  process.exit(code);
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    log.error(`PORT=${value} is not a TCP port`);
    process.exit(1);
  }
  return port;
}
