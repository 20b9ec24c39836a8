export { installOutboundGuard } from "./outbound-guard.ts";
export { startCanary } from "./canary.ts";
export type { Canary } from "./canary.ts";
export { sendHugePage } from "./huge-page.ts";
