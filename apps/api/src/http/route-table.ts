import type { RouteOptions } from "fastify";
import type { Api } from "./route.ts";

export type RouteAccess = "public" | "student" | "advertiser" | "operator" | "parent" | "student-or-operator";

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
    collects?: boolean;
    /** The payment webhook: it never answers 415. */
    anyContentType?: boolean;
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  access: RouteAccess;
  collects: boolean;
  anyContentType: boolean;
  responses: Readonly<Record<string, unknown>>;
}

export interface RouteTable {
  /** HEAD routes (Fastify adds one per GET) are left out. */
  entries(): RouteEntry[];
}

export function markAccess(scope: Api, access: RouteAccess): void {
  scope.addHook("onRoute", (options) => {
    options.config = { ...options.config, access };
  });
}

export function markCollecting(scope: Api): void {
  scope.addHook("onRoute", (options) => {
    options.config = { ...options.config, collects: true };
  });
}

/** Register it on the root before any route: a scope's hooks run after the root's, so access is read when the table is asked. */
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
