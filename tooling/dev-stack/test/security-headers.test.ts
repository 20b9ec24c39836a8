import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PRODUCTION_SECURITY_HEADERS } from "../src/security-headers.ts";

const nginxSnippet = readFileSync(new URL("../../../infra/nginx/security-headers.conf", import.meta.url), "utf8");
const nginxTemplate = readFileSync(new URL("../../../infra/nginx/default.conf.template", import.meta.url), "utf8");

describe("the origin's security headers", () => {
  it("are the same in production's nginx as in the dev stack's definition", () => {
    const inNginx: Record<string, string> = {};
    for (const [, name = "", value = ""] of nginxSnippet.matchAll(/^add_header (\S+) "([^"]*)" always;$/gm)) inNginx[name] = value;
    expect(inNginx).toEqual(PRODUCTION_SECURITY_HEADERS);
  });

  it("are included in every location of the nginx configuration", () => {
    const locations = nginxTemplate.match(/^\s*location [^\n]*\{\n\s*include \/etc\/nginx\/snippets\/security-headers\.conf;/gm) ?? [];
    expect(locations.length).toBe((nginxTemplate.match(/^\s*location /gm) ?? []).length);
    expect(locations.length).toBeGreaterThan(5);
  });

  it("send microphone and camera to this origin only, and forbid framing by others", () => {
    expect(PRODUCTION_SECURITY_HEADERS["Permissions-Policy"]).toMatch(/microphone=\(self\), camera=\(self\)/);
    expect(PRODUCTION_SECURITY_HEADERS["Content-Security-Policy"]).toContain("frame-ancestors 'self'");
  });
});
