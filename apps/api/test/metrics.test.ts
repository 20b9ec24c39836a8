import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerStudent } from "./ads-support.ts";
import { startTestApi } from "./harness.ts";
import type { TestApi } from "./harness.ts";

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ manualFlush: true });
});
afterAll(() => api.close());

const scrape = async () => {
  const response = await api.app.inject({ method: "GET", url: "/metrics" });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toContain("text/plain");
  return response.body;
};

describe("GET /metrics (Prometheus, on the server's own port)", () => {
  it("counts answers by route pattern and status, never by the raw URL a child's ids are in", async () => {
    const student = await registerStudent(api);
    const sessionId = "tab-1764200000000-abcdef";
    await api.app.inject({ method: "GET", url: `/api/chat/${sessionId}`, headers: { cookie: student.cookie } });
    await api.app.inject({ method: "GET", url: "/api/chat/another-tab" });

    const body = await scrape();
    expect(body).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/chat\/:sessionId",status_code="200"\} 1/);
    expect(body).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/chat\/:sessionId",status_code="401"\} 1/);
    expect(body).not.toContain(sessionId);
  });

  it("reports the event loop's lag and the counted events still waiting to be stored", async () => {
    const body = await scrape();
    expect(body).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(body).toMatch(/^api_ad_events_waiting 0$/m);
  });
});
