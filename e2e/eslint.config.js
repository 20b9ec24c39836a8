import base from "@kidsafe/eslint-config/base";

export default [...base, { ignores: ["test-results/**", "playwright-report/**"] }];
