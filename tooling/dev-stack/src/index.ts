export { ROUTES, routeRequest } from "./routes.ts";
export type { Route, RouteDecision, RoutedApp } from "./routes.ts";
export { createDevProxy } from "./proxy.ts";
export type { DevProxy, ProxyOptions } from "./proxy.ts";
export { SAMPLE_SITES_PORT_OFFSET } from "./sample-sites.ts";
export { GEMINI_EMULATOR_PORT_OFFSET } from "./gemini.ts";
export { MAILDEV_SMTP_PORT_OFFSET, MAILDEV_WEB_PORT_OFFSET } from "./mail.ts";
