// Workspaces are found from the folders, so a new app or package is covered without touching this file.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const repoRoot = path.resolve(import.meta.dirname, "../..");

/** Node-only packages: a web app reaching for them would pull server code (or its types) into the browser. */
const SERVER_PACKAGES = ["@kidsafe/db", "@kidsafe/server-kit", "@kidsafe/ai", "@kidsafe/safe-fetch", "@kidsafe/payments"];
const SERVER_TEST_PACKAGES = ["@kidsafe/testing", "@kidsafe/gemini-emulator", "@kidsafe/stripe-emulator"];

const TEST_FILE = /(\.test\.tsx?$|\/test\/|\/testing\/)/;

function workspaceOf(file) {
  const [top, name] = path.relative(repoRoot, file).split(path.sep);
  if (top === "e2e") return "e2e";
  if ((top === "apps" || top === "packages" || top === "tooling") && name) return `${top}/${name}`;
  return undefined;
}

function readWorkspaceNames() {
  const folders = ["apps", "packages", "tooling"].flatMap((top) =>
    existsSync(path.join(repoRoot, top)) ? readdirSync(path.join(repoRoot, top)).map((name) => `${top}/${name}`) : [],
  );
  const names = new Map();
  for (const folder of [...folders, "e2e"]) {
    const manifest = path.join(repoRoot, folder, "package.json");
    if (existsSync(manifest)) names.set(JSON.parse(readFileSync(manifest, "utf8")).name, folder);
  }
  return names;
}

const workspaceByName = readWorkspaceNames();

const isApp = (workspace) => workspace?.startsWith("apps/") ?? false;
const isWebApp = (workspace) => isApp(workspace) && workspace.endsWith("-web");

function packageNameOf(specifier) {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

const rule = {
  meta: {
    type: "problem",
    docs: { description: "Keep imports inside the workspace boundaries: apps, web apps, packages, tooling and e2e" },
    schema: [
      {
        type: "object",
        properties: {
          allowRelativeInto: { type: "array", items: { type: "string" } },
          allowAppEntries: { type: "array", items: { type: "string" } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      importsApp:
        "{{target}} is an app, and no other workspace imports an app. Move the code {{from}} needs into a package under packages/ " +
        "and import it from both (or reach the running app over HTTP, as the e2e suite does).",
      serverPackageInWebApp:
        "{{target}} is server code and {{from}} runs in the browser. Take types and constants from @kidsafe/contracts " +
        "and reach the server through the API (callApi from @kidsafe/ui with a call defined in @kidsafe/contracts).",
      relativeLeavesWorkspace:
        "This relative import leaves {{from}} for {{target}}. Import another workspace by its package name (listed in " +
        "package.json), or move the shared code into a package under packages/.",
    },
  },
  create(context) {
    const file = context.filename;
    const from = workspaceOf(file);
    if (!from) return {};
    // Workspace folders this config's files may reach by relative path (a documented exception, set per workspace).
    const allowedByPath = context.options[0]?.allowRelativeInto ?? [];
    // Apps whose one documented entry (the package name itself, never a subpath) this workspace may build.
    const allowedAppEntries = context.options[0]?.allowAppEntries ?? [];
    const inTestFile = TEST_FILE.test(`/${path.relative(path.join(repoRoot, from), file).split(path.sep).join("/")}`);

    function check(node, specifier) {
      if (typeof specifier !== "string") return;
      if (specifier.startsWith(".")) {
        const target = workspaceOf(path.resolve(path.dirname(file), specifier)) ?? "a file outside every workspace";
        if (target !== from && !allowedByPath.includes(target))
          context.report({ node, messageId: "relativeLeavesWorkspace", data: { from, target } });
        return;
      }
      const name = packageNameOf(specifier);
      const target = workspaceByName.get(name);
      if (isApp(target) && target !== from && !(specifier === name && allowedAppEntries.includes(name))) {
        context.report({ node, messageId: "importsApp", data: { from, target: name } });
      } else if (isWebApp(from) && (SERVER_PACKAGES.includes(name) || (SERVER_TEST_PACKAGES.includes(name) && !inTestFile))) {
        context.report({ node, messageId: "serverPackageInWebApp", data: { from, target: name } });
      }
    }

    const checkSource = (node) => check(node.source, node.source?.value);
    return {
      ImportDeclaration: checkSource,
      ExportNamedDeclaration: checkSource,
      ExportAllDeclaration: checkSource,
      ImportExpression: (node) => {
        if (node.source.type === "Literal") check(node.source, node.source.value);
      },
      TSImportType: (node) => check(node.source, node.source.value),
    };
  },
};

export default { rules: { "workspace-boundaries": rule } };
