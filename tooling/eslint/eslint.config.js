import tseslint from "typescript-eslint";
import base from "./base.js";

// The config files themselves are plain JavaScript with no types to check against.
export default tseslint.config(...base, { files: ["*.js"], ...tseslint.configs.disableTypeChecked });
