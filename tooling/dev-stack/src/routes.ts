// The path routing of the one public origin, the same table as production (infra/nginx, infra/k8s ingress).
// Pure: no I/O, so the table and the SPA rewrite are unit-tested on their own.

export type RoutedApp = "student-web" | "advertiser-web" | "admin-web" | "api" | "voice-gateway";

export interface Route {
  app: RoutedApp;
  /** The public paths, for people (the dev stack's summary). */
  paths: string;
  matches(pathname: string): boolean;
  /**
   * A web app's Vite base. A request outside it is an SPA navigation (`/advertiser-login`, `/admin`): it is sent to
   * the base itself so Vite answers with index.html, and the app's router reads the real path from the address bar.
   */
  spaBase?: string;
}

const exactOrUnder = (pathname: string, prefix: string): boolean => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** First match wins; student-web takes everything else. */
export const ROUTES: readonly Route[] = [
  // The camera's WebRTC signalling is the voice gateway's (it holds the peer that forwards frames to the call).
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
  /** Path and query to send upstream. */
  path: string;
}

/** Decides which app serves a request target (`/advertiser-login?next=1`) and the path it receives. */
export function routeRequest(target: string): RouteDecision {
  // WHATWG parsing resolves `..` and `.` segments, so the app sees the same path the table matched. The target is
  // appended to an origin (not resolved against it) so `//x` stays a path; absolute-form targets are parsed as is.
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
