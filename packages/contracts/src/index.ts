export * from "./http.ts";
export * from "./errors.ts";
export * from "./auth.ts";
export * from "./calls.ts";
