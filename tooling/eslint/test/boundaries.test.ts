// Lints small snippets as if they were files of real workspaces, each with that workspace's own eslint.config.js,
// and checks which imports the boundary rule lets through.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
const RULE = "kidsafe/workspace-boundaries";

const linters = new Map<string, ESLint>();

function linterFor(workspace: string): ESLint {
  let linter = linters.get(workspace);
  if (!linter) {
    const cwd = path.join(repoRoot, workspace);
    linter = new ESLint({
      cwd,
      overrideConfigFile: path.join(cwd, "eslint.config.js"),
      // The snippets are not on disk, so no TypeScript project holds them: parse without types and run only this rule.
      overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
      ruleFilter: ({ ruleId }) => ruleId === RULE,
    });
    linters.set(workspace, linter);
  }
  return linter;
}

/** The boundary messages for `code` as the file `file` (relative to the repository root). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [workspaceTop, workspaceName] = file.split("/");
  const workspace = workspaceTop === "e2e" ? "e2e" : `${workspaceTop}/${workspaceName}`;
  const [result] = await linterFor(workspace).lintText(code, { filePath: path.join(repoRoot, file) });
  const messages = result?.messages ?? [];
  // A parse error or a missing rule would make every "passes" case pass; fail loudly instead.
  for (const message of messages) expect(message.ruleId, message.message).toBe(RULE);
  return messages.map((message) => message.message);
}

describe("an app importing another app", () => {
  it("fails by package name, subpath exports included", async () => {
    const errors = await boundaryErrors("apps/voice-gateway/src/probe.ts", 'export { buildApp } from "@kidsafe/api/app";\n');
    expect(errors).toEqual([expect.stringMatching(/^@kidsafe\/api is an app, and no other workspace imports an app\./)]);
    expect(errors[0]).toContain("Move the code apps/voice-gateway needs into a package under packages/");
  });

  it("fails by a relative path that leaves the app", async () => {
    const errors = await boundaryErrors("apps/api/src/modules/probe.ts", 'import "../../../student-web/src/main.tsx";\n');
    expect(errors).toEqual([
      expect.stringMatching(/^This relative import leaves apps\/api for apps\/student-web\. Import another workspace by its package name/),
    ]);
  });

  it("passes for the app's own files and for packages", async () => {
    const code = 'import { createDb } from "@kidsafe/db";\nimport { routeOf } from "../route.ts";\nexport { createDb, routeOf };\n';
    expect(await boundaryErrors("apps/api/src/modules/probe.ts", code)).toEqual([]);
  });
});

describe("a web app importing server code", () => {
  it.each(["@kidsafe/db", "@kidsafe/server-kit", "@kidsafe/ai", "@kidsafe/safe-fetch", "@kidsafe/payments"])("fails for %s", async (server) => {
    const errors = await boundaryErrors("apps/student-web/src/probe.ts", `import type { X } from "${server}";\nexport type Y = X;\n`);
    expect(errors).toEqual([
      `${server} is server code and apps/student-web runs in the browser. Take types and constants from @kidsafe/contracts ` +
        "and reach the server through the API (callApi from @kidsafe/ui with a call defined in @kidsafe/contracts).",
    ]);
  });

  it("fails for a dynamic import and a type import() in every web app", async () => {
    const code = 'export const load = () => import("@kidsafe/db");\nexport type Db = typeof import("@kidsafe/db");\n';
    for (const app of ["admin-web", "advertiser-web", "student-web"]) {
      expect(await boundaryErrors(`apps/${app}/src/probe.tsx`, code)).toHaveLength(2);
    }
  });

  it("allows the server test helpers in its tests only", async () => {
    const code = 'import { startGeminiEmulator } from "@kidsafe/gemini-emulator";\nexport { startGeminiEmulator };\n';
    expect(await boundaryErrors("apps/student-web/src/features/chat/probe.test.ts", code)).toEqual([]);
    expect(await boundaryErrors("apps/student-web/src/features/chat/probe.ts", code)).toHaveLength(1);
  });

  it("passes for the contracts, the UI kit and its own files", async () => {
    const code =
      'import { authCalls } from "@kidsafe/contracts";\nimport { callApi } from "@kidsafe/ui";\nimport { ROUTES } from "../lib/constants.ts";\n' +
      "export { authCalls, callApi, ROUTES };\n";
    expect(await boundaryErrors("apps/student-web/src/features/probe.ts", code)).toEqual([]);
  });
});

describe("a package importing an app", () => {
  it("fails by package name", async () => {
    const errors = await boundaryErrors("packages/ui/src/probe.tsx", 'export * from "@kidsafe/student-web";\n');
    expect(errors).toEqual([expect.stringMatching(/^@kidsafe\/student-web is an app/)]);
  });

  it("fails by relative path", async () => {
    const errors = await boundaryErrors("packages/contracts/src/probe.ts", 'export * from "../../../apps/api/src/app.ts";\n');
    expect(errors).toEqual([expect.stringMatching(/^This relative import leaves packages\/contracts for apps\/api\./)]);
  });
});

describe("tooling and e2e", () => {
  it("fail when they import an app", async () => {
    expect(await boundaryErrors("tooling/dev-stack/src/probe.ts", 'import "@kidsafe/api/app";\n')).toHaveLength(1);
    expect(await boundaryErrors("e2e/support/probe.ts", 'import "@kidsafe/student-web";\n')).toHaveLength(1);
  });

  it("fail when a relative path crosses into another workspace", async () => {
    const errors = await boundaryErrors(
      "tooling/bench/src/goals/probe.ts",
      'import { x } from "../../../../e2e/support/chat.ts";\nexport { x };\n',
    );
    expect(errors).toEqual([expect.stringMatching(/^This relative import leaves tooling\/bench for e2e\./)]);
  });
});

describe("the database package's exception", () => {
  it("lets its tests reach the testing helpers by path, and nothing else", async () => {
    const code = 'import { createTestDatabase } from "../../testing/src/index.ts";\nexport { createTestDatabase };\n';
    expect(await boundaryErrors("packages/db/test/probe.test.ts", code)).toEqual([]);
    expect(await boundaryErrors("packages/db/test/probe.test.ts", code.replace("testing", "ui"))).toHaveLength(1);
    expect(await boundaryErrors("packages/db/src/probe.ts", code.replace("../../", "../../../packages/"))).toHaveLength(1);
  });
});

describe("the bench's exception", () => {
  it("lets its servers build the API through its one entry, and nothing below it or from elsewhere", async () => {
    const entry = 'import { buildApp } from "@kidsafe/api";\nexport { buildApp };\n';
    expect(await boundaryErrors("tooling/bench/src/servers/probe.ts", entry)).toEqual([]);
    expect(await boundaryErrors("tooling/bench/src/servers/probe.ts", entry.replace('"@kidsafe/api"', '"@kidsafe/api/app"'))).toHaveLength(1);
    expect(await boundaryErrors("tooling/bench/src/goals/probe.ts", entry)).toHaveLength(1);
    expect(await boundaryErrors("tooling/bench/src/servers/probe.ts", entry.replace("api", "student-web"))).toHaveLength(1);
  });
});
