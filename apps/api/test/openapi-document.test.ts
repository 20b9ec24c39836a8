// GET /api/openapi.json: one OpenAPI 3.1 document of every route the API serves, generated from the contracts, and
// the rendered reference. The route table is read from Fastify itself (printRoutes), not from the document's builder.
import { CALL_DESCRIPTIONS, CALL_TAGS, ErrorResponse, httpCalls } from "@kidsafe/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_REFERENCE_PREFIX, DOCUMENTED_CALLS } from "../src/modules/openapi/index.ts";
import type { OpenApiDocument } from "../src/modules/openapi/index.ts";
import { startTestApi } from "./harness.ts";
import type { TestApi } from "./harness.ts";

/** Contract calls no server serves now, each with its reason. A call leaves this list when its route lands. */
const UNSERVED_CALLS: Readonly<Record<string, string>> = {
  webRtcOffer: "seed 000's WebRTC signalling: live voice goes over the voice gateway's /ws/voice WebSocket instead",
  webRtcCandidate: "seed 000's WebRTC signalling: live voice goes over the voice gateway's /ws/voice WebSocket instead",
};

/** Routes that are not calls, each with its reason. */
const NOT_CALLS: ReadonlyArray<{ prefix: string; reason: string }> = [
  { prefix: `${API_REFERENCE_PREFIX}`, reason: "the rendered reference: an HTML page and its assets, for people" },
  { prefix: "/api/admin/queues", reason: "the BullMQ board (@bull-board): its own page and API, for operators, behind their sign-in" },
  { prefix: "/metrics", reason: "Prometheus's scrape on the server's own port (server-kit's serveMetrics); no public path leads there" },
];

/** "METHOD /path" of every route in Fastify's printed tree (HEAD left out: Fastify adds one to each GET). */
function routesOfTree(tree: string): string[] {
  const segments: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split("\n")) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    segments.length = (match[1] ?? "").length / 4;
    segments.push(match[2] ?? "");
    for (const method of (match[3] ?? "").split(", ").filter((name) => name !== "" && name !== "HEAD"))
      routes.push(`${method} ${segments.join("")}`);
  }
  return routes;
}

const operationsOf = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ":$1")}`),
  );

let api: TestApi;
let document: OpenApiDocument;

beforeAll(async () => {
  api = await startTestApi();
  const response = await api.app.inject({ method: "GET", url: "/api/openapi.json" });
  expect(response.statusCode).toBe(200);
  document = response.json<OpenApiDocument>();
});
afterAll(() => api.close());

describe("GET /api/openapi.json", () => {
  it("documents every route the API serves, and serves every route it documents", () => {
    const served = routesOfTree(api.app.printRoutes({ commonPrefix: false })).filter(
      (route) => !NOT_CALLS.some(({ prefix }) => route.split(" ")[1]?.startsWith(prefix)),
    );
    expect(served.length).toBeGreaterThan(40);
    expect(new Set(operationsOf(document))).toEqual(new Set(served));
  });

  it("describes every contract call but the ones no server serves yet, each listed with its reason", () => {
    const documented = new Set(
      Object.values(document.paths).flatMap((methods) => Object.values(methods).map((operation) => operation.operationId)),
    );
    const unserved = Object.keys(DOCUMENTED_CALLS).filter((name) => !documented.has(name));
    expect(unserved.sort()).toEqual(Object.keys(UNSERVED_CALLS).sort());
    expect(Object.keys(httpCalls).every((name) => name in DOCUMENTED_CALLS)).toBe(true);
  });

  it("gives each operation the statuses its route can answer: 401 only behind a sign-in, 403 behind the collection gate, the call's own, the body limits", () => {
    const chat = document.paths["/api/chat"]?.post;
    expect(Object.keys(chat?.responses ?? {})).toEqual(["200", "400", "401", "403", "404", "413", "415", "423", "429", "502", "503", "504"]);
    expect(chat?.responses["403"]?.description).toContain("under 13");
    // Deleting a chat collects nothing: open to a child the gate holds back.
    expect(Object.keys(document.paths["/api/chat/{sessionId}"]?.delete?.responses ?? {})).not.toContain("403");
    expect(chat?.security).toEqual([{ studentSession: [] }]);
    // Chat's 429 carries `limitReached`: the route's own body, not the shared one.
    expect(JSON.stringify(chat?.responses["429"])).toContain("limitReached");
    expect(chat?.responses["423"]?.content["application/json"]?.schema).toEqual({ $ref: "#/components/schemas/ErrorResponse" });

    const aiStatus = document.paths["/api/ai-status"]?.get;
    expect(Object.keys(aiStatus?.responses ?? {})).toEqual(["200", "400"]);
    expect(aiStatus?.security).toEqual([]);

    expect(document.paths["/api/advertiser/dashboard"]?.get?.security).toEqual([{ advertiserSession: [] }]);
    // The webhook reads any content type as bytes: a body too large, a signature that does not match, never a 415.
    expect(Object.keys(document.paths["/api/stripe/webhook"]?.post?.responses ?? {})).toEqual(["200", "400", "413"]);
    expect(Object.keys(document.paths["/api/advertiser/{id}/info"]?.get?.responses ?? {})).toEqual(["200", "400", "404", "414"]);
    expect(document.paths["/api/advertiser/{id}/info"]?.get?.parameters).toEqual([
      expect.objectContaining({ name: "id", in: "path", required: true }),
    ]);

    // A photo's answer is its bytes, of one of the stored image types: no JSON schema.
    const attachment = document.paths["/api/attachments/{id}"]?.get;
    expect(Object.keys(attachment?.responses ?? {})).toEqual(["200", "400", "401", "403", "404", "414"]);
    expect(attachment?.responses["200"]?.content).toEqual({ "image/jpeg": {}, "image/png": {}, "image/webp": {} });
    expect(attachment?.parameters?.map((parameter) => [parameter.name, parameter.in])).toEqual([
      ["id", "path"],
      ["size", "query"],
    ]);
  });

  it("describes each role's session cookie, the shared error body and the voice WebSocket's messages", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.components.securitySchemes).toMatchObject({
      studentSession: { type: "apiKey", in: "cookie", name: "sid" },
      advertiserSession: { type: "apiKey", in: "cookie", name: "advertiser_sid" },
      operatorSession: { type: "apiKey", in: "cookie", name: "operator_sid" },
    });
    expect(document.components.schemas.ErrorResponse).toMatchObject({
      required: Object.keys(ErrorResponse.shape).filter((key) => key !== "fieldErrors"),
    });
    expect(document.info.description).toContain("/ws/voice");
    expect(document["x-websocket"].serverMessage).toEqual({ $ref: "#/components/schemas/VoiceServerMessage" });
    expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(["VoiceClientMessage", "VoiceServerMessage"]));
  });
});

describe("the reference's words", () => {
  it("gives every operation the tag and description of its call, and lists each tag used once, with its description", () => {
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    for (const operation of operations) {
      const about = CALL_DESCRIPTIONS[operation.operationId as keyof typeof CALL_DESCRIPTIONS];
      expect(operation.tags, operation.operationId).toEqual([about.tag]);
      expect(operation.description).toBe(about.description);
    }
    const used = new Set(operations.flatMap((operation) => operation.tags));
    expect(document.tags.map((tag) => tag.name).sort()).toEqual([...used].sort());
    expect(document.tags.every((tag) => tag.description === CALL_TAGS[tag.name as keyof typeof CALL_TAGS])).toBe(true);
    expect(document.servers).toEqual([expect.objectContaining({ url: "/" })]);
  });
});

describe("the rendered reference", () => {
  it("is served at /api/reference outside production, with the same document", async () => {
    const page = await api.app.inject({ method: "GET", url: `${API_REFERENCE_PREFIX}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    const copy = await api.app.inject({ method: "GET", url: `${API_REFERENCE_PREFIX}/json` });
    expect(copy.json()).toEqual(document);
  });

  it("is not served when API_REFERENCE is off (production's default); the document still is", async () => {
    const closed = await startTestApi({ env: { API_REFERENCE: "off" } });
    try {
      expect((await closed.app.inject({ method: "GET", url: `${API_REFERENCE_PREFIX}/` })).statusCode).toBe(404);
      expect((await closed.app.inject({ method: "GET", url: "/api/openapi.json" })).statusCode).toBe(200);
    } finally {
      await closed.close();
    }
  });
});
