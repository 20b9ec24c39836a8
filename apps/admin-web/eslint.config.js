export { default } from "@kidsafe/eslint-config/react";
