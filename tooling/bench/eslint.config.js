import base from "@kidsafe/eslint-config/base";

export default [
  ...base,
  {
    // The bench builds the API through its one entry (`buildApp` from "@kidsafe/api"), as server.ts does, and
    // nothing below it (docs/decisions.md).
    files: ["src/servers/**"],
    rules: { "kidsafe/workspace-boundaries": ["error", { allowAppEntries: ["@kidsafe/api"] }] },
  },
];
