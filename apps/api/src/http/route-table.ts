import type { RouteOptions } from "fastify";
import type { Api } from "./route.ts";

/** Who may call a route: its scope's sign-in check (access.ts) marks it; everything else is open. */
export type RouteAccess = "public" | "student" | "advertiser" | "operator" | "parent" | "student-or-operator";

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** A student is heard here only past the collection gate (access.ts `collectingStudentRoutes`): 403 otherwise. */
    collects?: boolean;
    /** The route reads its body as bytes whatever the content type (the payment webhook): it never answers 415. */
    anyContentType?: boolean;
  }
}

/** One route as the server declared it. */
export interface RouteEntry {
  method: string;
  url: string;
  access: RouteAccess;
  /** A student is refused here (403) until the collection gate lets the child be heard. */
  collects: boolean;
  anyContentType: boolean;
  /** The route's response schemas by status, where it declared its own (e.g. chat's 429, health's 503). */
  responses: Readonly<Record<string, unknown>>;
}

export interface RouteTable {
  /** Every route declared so far; complete once the app is ready. HEAD routes (Fastify adds one per GET) are left out. */
  entries(): RouteEntry[];
}

/** Marks every route declared in `scope` as needing `access` (called by the scope that checks it). */
export function markAccess(scope: Api, access: RouteAccess): void {
  scope.addHook("onRoute", (options) => {
    options.config = { ...options.config, access };
  });
}

/** Marks every route declared in `scope` as collecting: the scope asks the collection gate. */
export function markCollecting(scope: Api): void {
  scope.addHook("onRoute", (options) => {
    options.config = { ...options.config, collects: true };
  });
}

/**
 * Records every route of the app as it is declared. Register it on the root before any route: hooks of a scope run
 * after the root's, so the route's access is read when the table is asked, not when the route is recorded.
 */
export function recordRoutes(app: Api): RouteTable {
  const declared: RouteOptions[] = [];
  app.addHook("onRoute", (options) => {
    declared.push(options);
  });
  return {
    entries: () =>
      declared.flatMap((options) =>
        [options.method]
          .flat()
          .filter((method) => method !== "HEAD")
          .map((method) => ({
            method,
            url: options.url,
            access: options.config?.access ?? "public",
            collects: options.config?.collects ?? false,
            anyContentType: options.config?.anyContentType ?? false,
            responses: (options.schema?.response ?? {}) as Record<string, unknown>,
          })),
      ),
  };
}
