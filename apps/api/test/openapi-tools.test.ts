// The published OpenAPI document held to outside tools: Redocly's `recommended` rules and Spectral's `spectral:oas`
// lint the generated document (no error, no warning), then Portman generates contract and variation tests from it
// and newman runs them against the real API listening on a port, signed in as a student, an advertiser, a parent
// and an operator, with the Gemini and Stripe emulators. Nothing leaves localhost; the configs sit in apps/api.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import newman from "newman";
import type { NewmanRunOptions, NewmanRunSummary } from "newman";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADVERTISER_RATE_LIMITS } from "../src/modules/advertiser/rate-limits.ts";
import type { OpenApiDocument } from "../src/modules/openapi/index.ts";
import { insertAdvertiser } from "./ads-support.ts";
import { registerPaidAdvertiser, startPortalWorld } from "./advertiser-support.ts";
import type { PortalWorld } from "./advertiser-support.ts";
import { signIn } from "./fuzz/identities.ts";
import { signedInOperator } from "./operator-support.ts";
import { PARENT_ACCOUNT_PASSWORD, parentCookieOf, uniqueEmail } from "./parents-support.ts";

const API_DIR = fileURLToPath(new URL("..", import.meta.url));
const bin = (name: string) => join(API_DIR, "node_modules", ".bin", name);
/** No tool may phone home: Redocly's telemetry and update check are off (the configs name no remote ruleset either). */
const TOOL_ENV = { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", NO_COLOR: "1" };
const run = promisify(execFile);
/** Only localhost (the sample sites) resolves: a preview's or a safety check's fetch never leaves the machine. */
const LOCAL_DNS = { resolve: (name: string) => Promise.resolve(name === "localhost" ? [{ address: "127.0.0.1", family: 4 }] : []) };

/** Runs a tool; answers its output whatever its exit code (a lint that finds problems exits 1). */
async function tool(name: string, args: string[], cwd = API_DIR): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(bin(name), args, { cwd, env: TOOL_ENV, maxBuffer: 64 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === "number" ? failed.code : 1, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
}

/**
 * A parent with a verified email (as if the mail's link was opened) linked to the students, through the calls the
 * parent area and the child's app make; and a second session of the same parent for the sign-out call.
 */
async function linkedParentOf(world: PortalWorld, studentCookies: readonly string[]) {
  const inject = (url: string, payload: object | undefined, cookie?: string) =>
    world.api.app.inject({ method: "POST", url, ...(payload && { payload }), headers: cookie ? { cookie } : {} });
  const email = uniqueEmail("openapi");
  const signedUp = await inject("/api/parent/sign-up", { email, password: PARENT_ACCOUNT_PASSWORD });
  expect(signedUp.statusCode, signedUp.body).toBe(200);
  await world.api.database.db.updateTable("parents").set({ email_verified_at: new Date() }).where("email", "=", email).execute();
  const cookie = parentCookieOf(signedUp);
  const childIds: number[] = [];
  for (const studentCookie of studentCookies) {
    const { code } = (await inject("/api/family/link-code", undefined, studentCookie)).json<{ code: string }>();
    const linked = await inject("/api/parent/children/link", { code }, cookie);
    expect(linked.statusCode, linked.body).toBe(200);
    childIds.push(linked.json<{ id: number }>().id);
  }
  const again = await inject("/api/parent/sign-in", { email, password: PARENT_ACCOUNT_PASSWORD });
  expect(again.statusCode, again.body).toBe(200);
  return { cookie, spareCookie: parentCookieOf(again), childIds };
}

let world: PortalWorld;
let workDir: string;
let documentFile: string;

beforeAll(async () => {
  world = await startPortalWorld({
    fetch: LOCAL_DNS,
    env: { JOBS_QUEUE_PREFIX: `openapi-tools-${Date.now().toString(36)}` },
    // Portman's wrong passwords for the one advertiser must not lock its sign-in for the rest of the run.
    limits: { [ADVERTISER_RATE_LIMITS.signInFailuresPerApp.name]: { limit: 1_000_000, windowMs: 60_000 } },
  });
  workDir = await mkdtemp(join(tmpdir(), "kidsafe-openapi-tools-"));
  documentFile = join(workDir, "openapi.json");
  const document = await world.api.app.inject({ method: "GET", url: "/api/openapi.json" });
  await writeFile(documentFile, document.body);
}, 120_000);

afterAll(async () => {
  await world.close();
  await rm(workDir, { recursive: true, force: true });
});

describe("the OpenAPI document, linted by outside tools", () => {
  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const { stdout, stderr } = await tool("redocly", ["lint", documentFile, "--config", join(API_DIR, "redocly.yaml"), "--format=json"]);
    const report = JSON.parse(stdout.slice(stdout.indexOf("{"))) as { totals: { errors: number; warnings: number }; problems: unknown[] };
    expect(report.totals, `${JSON.stringify(report.problems, null, 2)}\n${stderr}`).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);

  it("passes Spectral's spectral:oas ruleset with no error, warning or hint", async () => {
    const { stdout, stderr } = await tool("spectral", [
      "lint",
      documentFile,
      "--ruleset",
      join(API_DIR, ".spectral.yaml"),
      "--format=json",
      "--quiet",
    ]);
    const results = JSON.parse(stdout.trim() === "" ? "[]" : stdout) as unknown[];
    expect(results, stderr).toEqual([]);
  }, 60_000);
});

describe("Portman's contract and variation tests, run by newman against the listening API", () => {
  it("passes every generated test, signed in as each role", async () => {
    const document = JSON.parse(await readFile(documentFile, "utf8")) as OpenApiDocument;
    const advertiser = await registerPaidAdvertiser(world);
    const session = {
      student: await signIn(world, document, "student", advertiser),
      advertiser: await signIn(world, document, "advertiser", advertiser),
      operator: (await signedInOperator(world.api)).cookie,
    };
    const otherStudent = await signIn(world, document, "student", advertiser);
    const parent = await linkedParentOf(world, [session.student ?? "", otherStudent ?? ""]);
    const otherAdvertiserId = await insertAdvertiser(world.api.database.db);
    const spare = {
      student: await signIn(world, document, "student", advertiser),
      advertiser: await signIn(world, document, "advertiser", advertiser),
      operator: (await signedInOperator(world.api)).cookie,
      parent: parent.spareCookie,
    };

    const collectionFile = join(workDir, "collection.json");
    const generated = await tool(
      "portman",
      [
        "--local",
        documentFile,
        "--portmanConfigFile",
        join(API_DIR, "portman.yaml"),
        "--output",
        collectionFile,
        "--baseUrl",
        "{{baseUrl}}",
        "--runNewman",
        "false",
      ],
      // Portman keeps its working files in ./tmp of where it runs.
      workDir,
    );
    expect(generated.code, `${generated.stdout}\n${generated.stderr}`).toBe(0);

    // Each request carries the cookies the test gives it, not ones a sign-in or sign-out answered earlier in the run.
    const collection = {
      ...(JSON.parse(await readFile(collectionFile, "utf8")) as object),
      protocolProfileBehavior: { disableCookies: true },
    } as NewmanRunOptions["collection"];
    const started = performance.now();
    const summary = await new Promise<NewmanRunSummary>((resolve, reject) => {
      newman.run(
        {
          collection,
          envVar: [
            { key: "baseUrl", value: `http://127.0.0.1:${(world.api.app.server.address() as AddressInfo).port.toString()}` },
            { key: "cookies", value: [session.student, session.advertiser, session.operator, parent.cookie].join("; ") },
            { key: "spareStudent", value: spare.student ?? "" },
            { key: "spareAdvertiser", value: spare.advertiser ?? "" },
            { key: "spareOperator", value: spare.operator },
            { key: "spareParent", value: spare.parent },
            { key: "childId", value: String(parent.childIds[0]) },
            { key: "otherChildId", value: String(parent.childIds[1]) },
            { key: "advertiserId", value: String(advertiser.id) },
            { key: "otherAdvertiserId", value: String(otherAdvertiserId) },
            { key: "sitesOrigin", value: world.sites.origin },
          ],
          reporters: [],
          timeoutRequest: 15_000,
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
    });
    const seconds = (performance.now() - started) / 1000;
    const { requests, assertions } = summary.run.stats;
    const failures = summary.run.failures.map(
      (failure) => `${failure.source?.name ?? "?"}: ${failure.error.test ?? ""} ${failure.error.message}`,
    );
    console.info(
      `openapi tools: ${Object.values(document.paths).flatMap(Object.keys).length.toString()} operations, ${requests.total?.toString() ?? "?"} requests, ${assertions.total?.toString() ?? "?"} assertions, ${failures.length.toString()} failures in ${seconds.toFixed(1)} s`,
    );
    expect(failures).toEqual([]);
    expect(requests.failed).toBe(0);
  }, 240_000);
});
