import base from "@kidsafe/eslint-config/base";

export default [
  ...base,
  {
    // @kidsafe/testing depends on this package, so its tests reach the testing helpers by path (docs/decisions.md).
    files: ["test/**"],
    rules: { "kidsafe/workspace-boundaries": ["error", { allowRelativeInto: ["packages/testing"] }] },
  },
];
