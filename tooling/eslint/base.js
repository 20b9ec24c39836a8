import js from "@eslint/js";
import tseslint from "typescript-eslint";
import workspaceBoundaries from "./workspace-boundaries.js";

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", ".turbo/**", "coverage/**", "*.config.js"] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true },
    },
    plugins: { kidsafe: workspaceBoundaries },
    rules: {
      "kidsafe/workspace-boundaries": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "separate-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/only-throw-error": "off",
    },
  },
  {
    // Migrations are frozen in time and deliberately typed against Kysely<any>.
    files: ["**/migrations/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
