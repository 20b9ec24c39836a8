export { default } from "@kidsafe/eslint-config/base";
