import base from "@kidsafe/eslint-config/base";

export default [
  ...base,
  // The Vitest config helper is plain JavaScript for vitest.config.ts (see the file), so no tsconfig holds it.
  { languageOptions: { parserOptions: { projectService: { allowDefaultProject: ["src/vitest-config.js"] } } } },
];
