import path from "node:path";
import { startEmbeddedPostgres } from "@kidsafe/testing";
import { printLine } from "./log.ts";
import { isPortFree } from "./net.ts";

export interface ResolvedService {
  url: string;
  description: string;
  stop(): Promise<void>;
}

/** Stable so the database is easy to open from psql; any free one when taken. */
const PREFERRED_EMBEDDED_PORT = 5433;

// PostgreSQL is chatty: show problems only. A Ctrl-C reaches it directly (same process group), so connections
// closing at shutdown are not problems.
const WORTH_SHOWING = /\b(ERROR|FATAL|PANIC|WARNING):|^(initialising|made|removing|stopping) /;
const EXPECTED_AT_SHUTDOWN = /terminating connection due to administrator command/;

export async function resolvePostgres(env: NodeJS.ProcessEnv, dataDir: string): Promise<ResolvedService> {
  if (env.DATABASE_URL) {
    return { url: env.DATABASE_URL, description: `${redact(env.DATABASE_URL)} (DATABASE_URL)`, stop: () => Promise.resolve() };
  }
  const folder = path.join(dataDir, "postgres");
  printLine("postgres", `starting the embedded PostgreSQL (data in ${folder})`);
  const postgres = await startEmbeddedPostgres({
    dataDir: folder,
    database: "kidsafe",
    port: (await isPortFree(PREFERRED_EMBEDDED_PORT)) ? PREFERRED_EMBEDDED_PORT : undefined,
    log: (line) => {
      if (WORTH_SHOWING.test(line) && !EXPECTED_AT_SHUTDOWN.test(line)) printLine("postgres", line);
    },
  });
  return { url: postgres.url, description: `${redact(postgres.url)} (embedded, ${folder})`, stop: () => postgres.stop() };
}

export function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparsable URL)";
  }
}
