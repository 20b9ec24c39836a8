export * from "./options.ts";
export * from "./limits.ts";
export * from "./timings.ts";
export * from "./money.ts";
export * from "./play.ts";
export * from "./storage-keys.ts";
export * from "./texts-student.ts";
export * from "./texts-advertiser.ts";
