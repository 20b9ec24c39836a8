// The bootstrap on throwaway repositories: pnpm, npm and apt-get are replaced by a recorder (they are the outside
// world here: a real install takes minutes and needs the network); everything else (fingerprints, stamps, PATH,
// the Chromium and Node checks) is the real code.
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_CHROMIUM_PATH as TESTING_CHROMIUM_PATH } from "@kidsafe/testing";
import { DEFAULT_CHROMIUM_PATH } from "../src/chromium.js";
import { STAMP_FILE } from "../src/install.js";
import { nodeVersionProblem } from "../src/node-version.js";
import type { Exec, ExecOptions } from "../src/process.js";
import { runTask } from "../src/run.js";

const PNPM = "10.33.2";
const sourceDir = path.resolve(import.meta.dirname, "../src");

interface Call {
  command: string;
  args: string[];
  options: ExecOptions;
}

let root: string;
let cacheDir: string;
let calls: Call[];
let logs: string[];

/** Answers like the tools would; `install` and `npm` can be told to fail or to do what the real ones leave behind. */
function recorder({
  pnpmOnPath,
  installCode = 0,
  onCall = (_call: Call) => {},
}: { pnpmOnPath?: string | null; installCode?: number; onCall?: (call: Call) => void } = {}): Exec {
  return (command, args, options) => {
    const call = { command, args, options };
    calls.push(call);
    onCall(call);
    if (command === "pnpm" && args[0] === "--version") {
      // null: no pnpm on PATH at all.
      const version = pnpmOnPath === undefined ? PNPM : pnpmOnPath;
      return Promise.resolve(version ? { code: 0, stdout: `${version}\n` } : { code: 127, stdout: "" });
    }
    if (command === "pnpm" && args[0] === "install") return Promise.resolve({ code: installCode, stdout: "" });
    return Promise.resolve({ code: 0, stdout: "" });
  };
}

function writeFile(relative: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  writeFileSync(path.join(root, relative), text);
}

function run(task: string, exec: Exec, extra: { env?: NodeJS.ProcessEnv; uid?: number; defaultChromiumPath?: string } = {}) {
  return runTask(task, {
    repoRoot: root,
    manifest: { packageManager: `pnpm@${PNPM}` },
    env: extra.env ?? { PATH: "/usr/bin:/bin", CHROMIUM_PATH: process.execPath },
    exec,
    log: (line) => logs.push(line),
    uid: extra.uid ?? 1000,
    platform: "linux",
    cacheDir,
    defaultChromiumPath: extra.defaultChromiumPath,
  });
}

const commandsOf = (list: Call[]) => list.map((call) => [call.command, ...call.args].join(" "));

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "kidsafe-bootstrap-"));
  cacheDir = path.join(root, ".cache");
  calls = [];
  logs = [];
  writeFile("package.json", JSON.stringify({ name: "kidsafe", packageManager: `pnpm@${PNPM}` }));
  writeFile("pnpm-workspace.yaml", "packages:\n  - apps/*\n  - e2e\n\ncatalog:\n  zod: ^4.0.0\n");
  writeFile("apps/api/package.json", JSON.stringify({ name: "@kidsafe/api", dependencies: { zod: "catalog:" } }));
  writeFile("e2e/package.json", JSON.stringify({ name: "@kidsafe/e2e" }));
  writeFile("pnpm-lock.yaml", "lockfileVersion: '9.0'\n");
  // What pnpm install leaves: the folder the stamp goes into.
  mkdirSync(path.join(root, "node_modules"));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("npm run dev", () => {
  it("installs on the first run, then starts pnpm's dev:stack script", async () => {
    expect(await run("dev", recorder())).toBe(0);
    expect(commandsOf(calls)).toEqual(["pnpm --version", "pnpm install --frozen-lockfile", "pnpm run dev:stack"]);
    expect(existsSync(path.join(root, STAMP_FILE))).toBe(true);
  });

  it("does not install again when nothing changed (already installed)", async () => {
    await run("dev", recorder());
    calls = [];
    expect(await run("dev", recorder())).toBe(0);
    expect(commandsOf(calls)).toEqual(["pnpm --version", "pnpm run dev:stack"]);
  });

  it("installs again when pnpm-lock.yaml changed", async () => {
    await run("dev", recorder());
    writeFile("pnpm-lock.yaml", "lockfileVersion: '9.0'\nimporters: {}\n");
    calls = [];
    await run("dev", recorder());
    expect(commandsOf(calls)).toContain("pnpm install --frozen-lockfile");
  });

  it("installs again when a workspace's package.json changed", async () => {
    await run("dev", recorder());
    writeFile("e2e/package.json", JSON.stringify({ name: "@kidsafe/e2e", devDependencies: { zod: "catalog:" } }));
    calls = [];
    await run("dev", recorder());
    expect(commandsOf(calls)).toContain("pnpm install --frozen-lockfile");
  });

  it("stops on a failed install without a stamp, so the next run tries again", async () => {
    expect(await run("dev", recorder({ installCode: 1 }))).toBe(1);
    expect(commandsOf(calls)).toEqual(["pnpm --version", "pnpm install --frozen-lockfile"]);
    expect(existsSync(path.join(root, STAMP_FILE))).toBe(false);
    expect(logs.join("\n")).toContain("run `pnpm install` once to update pnpm-lock.yaml");
  });

  it("installs the pinned pnpm into the cache when the PATH has another version, and puts it first on PATH", async () => {
    const pnpmFolder = path.join(cacheDir, `pnpm-${PNPM}`);
    const exec = recorder({
      pnpmOnPath: "9.15.0",
      onCall: ({ command }) => {
        // What npm install --prefix leaves behind.
        if (command === "npm")
          writeFile(path.relative(root, path.join(pnpmFolder, "node_modules/pnpm/package.json")), JSON.stringify({ version: PNPM }));
      },
    });
    const env = { PATH: "/usr/bin:/bin", CHROMIUM_PATH: process.execPath, npm_config_user_agent: "npm/10", npm_lifecycle_event: "dev" };
    expect(await run("dev", exec, { env })).toBe(0);
    expect(commandsOf(calls)).toEqual([
      "pnpm --version",
      `npm install --prefix ${pnpmFolder} --no-save --no-package-lock --no-audit --no-fund --loglevel=error pnpm@${PNPM}`,
      "pnpm install --frozen-lockfile",
      "pnpm run dev:stack",
    ]);
    const started = calls.at(-1)?.options.env ?? {};
    expect(started.PATH).toBe(`${path.join(pnpmFolder, "node_modules", ".bin")}:/usr/bin:/bin`);
    expect(Object.keys(started).filter((name) => name.startsWith("npm_"))).toEqual([]);

    calls = [];
    await run("dev", recorder({ pnpmOnPath: null }));
    expect(commandsOf(calls)).toEqual(["pnpm --version", "pnpm run dev:stack"]);
  });
});

describe("npm test", () => {
  it("checks the services and ports, then runs pnpm's test:all script", async () => {
    expect(await run("test", recorder())).toBe(0);
    expect(commandsOf(calls)).toEqual([
      "pnpm --version",
      "pnpm install --frozen-lockfile",
      `${process.execPath} --import tsx ${path.join(root, "tooling/bootstrap/src/preflight/main.ts")}`,
      "pnpm run test:all",
    ]);
  });

  it("stops at once with the exact command when Chromium is missing and it cannot install it", async () => {
    const bin = path.join(root, "bin");
    writeFile("bin/apt-get", "#!/bin/sh\n");
    chmodSync(path.join(bin, "apt-get"), 0o755);
    const code = await run("test", recorder(), { env: { PATH: bin }, defaultChromiumPath: path.join(root, "no-chromium") });
    expect(code).toBe(1);
    expect(calls).toEqual([]);
    expect(logs.join("\n")).toContain("there is none at");
    expect(logs.join("\n")).toContain("  sudo apt-get install -y chromium\n  npm test");
  });

  it("installs Chromium with apt-get when it runs as root", async () => {
    const bin = path.join(root, "bin");
    const chromium = path.join(root, "chromium");
    writeFile("bin/apt-get", "#!/bin/sh\n");
    chmodSync(path.join(bin, "apt-get"), 0o755);
    const exec = recorder({
      onCall: ({ command, args }) => {
        if (command === "apt-get" && args[0] === "install") {
          writeFile("chromium", "#!/bin/sh\n");
          chmodSync(chromium, 0o755);
        }
      },
    });
    expect(await run("test", exec, { env: { PATH: bin }, uid: 0, defaultChromiumPath: chromium })).toBe(0);
    expect(commandsOf(calls).slice(0, 2)).toEqual(["apt-get update -qq", "apt-get install -y -qq chromium"]);
    expect(commandsOf(calls).at(-1)).toBe("pnpm run test:all");
  });

  it("rejects a CHROMIUM_PATH that is not a program", async () => {
    expect(await run("test", recorder(), { env: { PATH: "/usr/bin", CHROMIUM_PATH: path.join(root, "nothing") } })).toBe(1);
    expect(logs.join("\n")).toContain(`CHROMIUM_PATH=${path.join(root, "nothing")} is not an executable file`);
  });

  it("looks for Chromium where @kidsafe/testing launches it", () => {
    expect(DEFAULT_CHROMIUM_PATH).toBe(TESTING_CHROMIUM_PATH);
  });
});

describe("the Node.js check", () => {
  it("judges process.version against engines.node", () => {
    expect(nodeVersionProblem("v20.18.3", ">=20.19")).toContain("KidSafe needs Node.js >=20.19");
    expect(nodeVersionProblem("v18.20.0", ">=20.19")).toContain("this is Node.js v18.20.0");
    expect(nodeVersionProblem("v20.19.0", ">=20.19")).toBeUndefined();
    expect(nodeVersionProblem("v24.1.0", ">=20.19")).toBeUndefined();
  });

  it("says so before anything else runs when Node.js is older than engines", () => {
    const copy = path.join(root, "tooling/bootstrap/src");
    mkdirSync(copy, { recursive: true });
    for (const file of ["main.js", "node-version.js", "run.js"]) writeFileSync(path.join(copy, file), readFileSync(path.join(sourceDir, file)));
    writeFile("package.json", JSON.stringify({ type: "module", engines: { node: ">=99" }, packageManager: `pnpm@${PNPM}` }));
    rmSync(path.join(root, "node_modules"), { recursive: true });
    const result = spawnSync(process.execPath, [path.join(copy, "main.js"), "test"], { cwd: root, encoding: "utf8" });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(`${nodeVersionProblem(process.version, ">=99")}\n`);
    expect(existsSync(path.join(root, "node_modules"))).toBe(false);
  });
});
