// The same table as production (infra/nginx, infra/k8s ingress).

export type RoutedApp = "student-web" | "advertiser-web" | "admin-web" | "api" | "voice-gateway";

export interface Route {
  app: RoutedApp;
  paths: string;
  matches(pathname: string): boolean;
  /** A request outside it is an SPA navigation, sent to the base so Vite answers with index.html. */
  spaBase?: string;
}

const exactOrUnder = (pathname: string, prefix: string): boolean => pathname === prefix || pathname.startsWith(`${prefix}/`);

export const ROUTES: readonly Route[] = [
  // The voice gateway holds the peer that forwards camera frames to the call.
  { app: "voice-gateway", paths: "/api/gemini/*", matches: (p) => exactOrUnder(p, "/api/gemini") },
  { app: "api", paths: "/api/*", matches: (p) => exactOrUnder(p, "/api") },
  { app: "voice-gateway", paths: "/ws/*", matches: (p) => exactOrUnder(p, "/ws") },
  {
    app: "advertiser-web",
    paths: "/advertise, /advertiser*",
    matches: (p) => exactOrUnder(p, "/advertise") || p.startsWith("/advertiser"),
    spaBase: "/advertiser-app/",
  },
  {
    app: "admin-web",
    paths: "/admin*, /preview-test",
    matches: (p) => p.startsWith("/admin") || exactOrUnder(p, "/preview-test"),
    spaBase: "/admin/",
  },
  { app: "student-web", paths: "/ (everything else)", matches: () => true, spaBase: "/" },
];

export interface RouteDecision {
  app: RoutedApp;
  path: string;
}

export function routeRequest(target: string): RouteDecision {
  // WHATWG parsing resolves `..`, so the app sees the path the table matched. Appended to an origin so `//x` stays a path.
  const url = /^https?:\/\//i.test(target)
    ? new URL(target)
    : new URL(`http://dev-stack.invalid${target.startsWith("/") ? target : `/${target}`}`);
  const pathname = url.pathname;
  const route = ROUTES.find((candidate) => candidate.matches(pathname)) ?? ROUTES[ROUTES.length - 1];
  if (!route) throw new Error("the routing table is empty");
  const { spaBase } = route;
  const isSpaNavigation = spaBase !== undefined && !pathname.startsWith(spaBase);
  return { app: route.app, path: `${isSpaNavigation ? spaBase : pathname}${url.search}` };
}
