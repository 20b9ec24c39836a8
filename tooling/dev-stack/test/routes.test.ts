import { describe, expect, it } from "vitest";
import { routeRequest } from "../src/routes.ts";

describe("routeRequest: which app serves a path", () => {
  it.each([
    ["/api/health", "api"],
    ["/api", "api"],
    ["/api/advertiser/login", "api"],
    ["/ws/health", "voice-gateway"],
    ["/api/gemini/webrtc/offer", "voice-gateway"],
    ["/api/geminis", "api"],
    ["/ws/voice", "voice-gateway"],
    ["/advertise", "advertiser-web"],
    ["/advertiser", "advertiser-web"],
    ["/advertiser-login", "advertiser-web"],
    ["/advertiser-register", "advertiser-web"],
    ["/advertiser/123", "advertiser-web"],
    ["/advertiser/payment-complete", "advertiser-web"],
    ["/advertiser-app/src/main.tsx", "advertiser-web"],
    ["/admin", "admin-web"],
    ["/admin/reports", "admin-web"],
    ["/preview-test", "admin-web"],
    ["/", "student-web"],
    ["/auth", "student-web"],
    ["/chat", "student-web"],
    ["/privacy-policy", "student-web"],
    ["/@vite/client", "student-web"],
    ["/src/main.tsx", "student-web"],
    ["/no/such/page", "student-web"],
  ])("%s goes to %s", (path, app) => {
    expect(routeRequest(path).app).toBe(app);
  });

  it.each([
    ["/apiary", "student-web"],
    ["/wsx", "student-web"],
    ["/advertisement", "student-web"],
    ["/preview-testing", "student-web"],
  ])("matches whole segments for /api, /ws, /advertise and /preview-test: %s goes to %s", (path, app) => {
    expect(routeRequest(path).app).toBe(app);
  });

  it("resolves dot segments before matching, so the app receives the path that was matched", () => {
    expect(routeRequest("/api/../admin")).toEqual({ app: "admin-web", path: "/admin/" });
    expect(routeRequest("/student/../api/health")).toEqual({ app: "api", path: "/api/health" });
  });

  it("keeps a path that begins with // as a path", () => {
    expect(routeRequest("//api/health").app).toBe("student-web");
  });
});

describe("routeRequest: SPA navigations outside a web app's Vite base", () => {
  it.each([
    ["/advertise", "/advertiser-app/"],
    ["/advertiser", "/advertiser-app/"],
    ["/advertiser-login", "/advertiser-app/"],
    ["/advertiser/123", "/advertiser-app/"],
    ["/advertiser-app", "/advertiser-app/"],
    ["/admin", "/admin/"],
    ["/preview-test", "/admin/"],
  ])("forwards %s as the base %s so Vite serves index.html", (path, forwarded) => {
    expect(routeRequest(path).path).toBe(forwarded);
  });

  it("keeps the query string of a rewritten navigation", () => {
    expect(routeRequest("/advertiser/payment-complete?session_id=cs_1&advertiser_id=7")).toEqual({
      app: "advertiser-web",
      path: "/advertiser-app/?session_id=cs_1&advertiser_id=7",
    });
    expect(routeRequest("/admin?tab=keys").path).toBe("/admin/?tab=keys");
  });

  it.each([
    "/advertiser-app/",
    "/advertiser-app/@vite/client",
    "/advertiser-app/src/main.tsx?t=123",
    "/admin/",
    "/admin/reports",
    "/admin/@fs/work/packages/ui/src/index.ts",
  ])("passes %s, inside the base, unchanged", (path) => {
    expect(routeRequest(path).path).toBe(path);
  });

  it("never rewrites the student app (its base is /) nor the servers", () => {
    expect(routeRequest("/chat?x=1").path).toBe("/chat?x=1");
    expect(routeRequest("/api/chat/5?limit=50").path).toBe("/api/chat/5?limit=50");
    expect(routeRequest("/ws/voice?lang=en").path).toBe("/ws/voice?lang=en");
  });

  it("accepts an absolute-form request target", () => {
    expect(routeRequest("http://127.0.0.1:3000/advertiser-login?a=1")).toEqual({
      app: "advertiser-web",
      path: "/advertiser-app/?a=1",
    });
  });
});
