import tseslint from "typescript-eslint";
import base from "./base.js";

export default tseslint.config(...base, { files: ["*.js"], ...tseslint.configs.disableTypeChecked });
