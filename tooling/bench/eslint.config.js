import base from "@kidsafe/eslint-config/base";

export default [
  ...base,
  {
    // The bench builds the API and the voice gateway through their one entries (`buildApp` from "@kidsafe/api",
    // `buildVoiceGateway` from "@kidsafe/voice-gateway"), as their server.ts do, and
    // nothing below it (docs/decisions.md).
    files: ["src/servers/**"],
    rules: { "kidsafe/workspace-boundaries": ["error", { allowAppEntries: ["@kidsafe/api", "@kidsafe/voice-gateway"] }] },
  },
];
