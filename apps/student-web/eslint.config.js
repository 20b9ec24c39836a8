import react from "@kidsafe/eslint-config/react";

// public/ holds files served as they are (the voice view's AudioWorklet module), outside the TypeScript project.
export default [{ ignores: ["public/**"] }, ...react];
