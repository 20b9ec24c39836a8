import react from "@kidsafe/eslint-config/react";

export default [
  ...react,
  // The Vite plugins are plain JavaScript for vite.config.ts (see the file), so no tsconfig holds it.
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ["src/vite/*.js"] },
      },
    },
  },
];
