// turbo replays a task from its cache when the task's hash is unchanged. The `transit` task in turbo.json folds the
// files of every workspace a package depends on into its typecheck and lint hashes; these tests read the hashes that
// `turbo run --dry=json` computes in a copy of the repository, before and after a change, so nothing here is edited.
import { execFileSync } from "node:child_process";
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
const API_CHECKS = ["@kidsafe/api#typecheck", "@kidsafe/api#lint"];

let copy = "";

beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), "kidsafe-task-graph-"));
  // The working tree as git sees it (tracked and new files, nothing ignored): what turbo hashes in the real checkout.
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: repoRoot, encoding: "utf8" })
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(path.join(repoRoot, file), path.join(copy, file));
  }
  // turbo looks for itself in the repository's node_modules; ignored files are not hashed.
  symlinkSync(path.join(repoRoot, "node_modules"), path.join(copy, "node_modules"));
});

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/** Task id -> hash for the API's checks and everything they depend on, as `turbo run` would compute them now. */
function taskHashes(): Map<string, string> {
  // Drop the variables of a turbo run that may be running this test, so the inner run hashes the copy alone.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("TURBO_")));
  const output = execFileSync(path.join(copy, "node_modules/.bin/turbo"), ["run", "typecheck", "lint", "--dry=json", "--filter=@kidsafe/api"], {
    cwd: copy,
    encoding: "utf8",
    env: { ...env, TURBO_TELEMETRY_DISABLED: "1", TURBO_NO_UPDATE_NOTIFIER: "1" },
  });
  const dryRun = JSON.parse(output) as { tasks: { taskId: string; hash: string }[] };
  return new Map(dryRun.tasks.map((task) => [task.taskId, task.hash]));
}

function apiCheckHashes(): string[] {
  const hashes = taskHashes();
  return API_CHECKS.map((taskId) => {
    const hash = hashes.get(taskId);
    if (!hash) throw new Error(`turbo planned no ${taskId}`);
    return hash;
  });
}

describe("the API's typecheck and lint", () => {
  it("run again, instead of a cache hit, when a contract type changes", () => {
    const before = apiCheckHashes();
    appendFileSync(path.join(copy, "packages/contracts/src/chat.ts"), '\nexport type TaskGraphProbe = "changed";\n');
    const after = apiCheckHashes();
    expect(after[0]).not.toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
  });

  it("keep their cached result when a workspace the API does not depend on changes", () => {
    const before = apiCheckHashes();
    appendFileSync(path.join(copy, "apps/student-web/src/main.tsx"), "\n// changed\n");
    expect(apiCheckHashes()).toEqual(before);
  });
});
