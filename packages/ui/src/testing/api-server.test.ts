import { authCalls, defineCall } from "@kidsafe/contracts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "../api/api-error.ts";
import { callApi } from "../api/call-api.ts";
import { apiServer, json, onCall, requestLog } from "./api-server.ts";

beforeAll(() => apiServer.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  apiServer.resetHandlers();
  requestLog.length = 0;
});
afterAll(() => apiServer.close());

describe("onCall, the component tests' stand-in for an API route", () => {
  it("hands the handler the body and the path parameters the app sent", async () => {
    const thingCall = defineCall({
      method: "POST",
      path: "/api/things/:id",
      params: z.object({ id: z.coerce.number() }),
      body: z.strictObject({ name: z.string() }),
      response: z.object({ echoed: z.string() }),
    });
    apiServer.use(onCall(thingCall, ({ body, params }) => json(200, { echoed: `${body.name} ${String(params.id)}` })));

    await expect(callApi(thingCall, { params: { id: 7 }, body: { name: "kite" } })).resolves.toEqual({ echoed: "kite 7" });
    expect(requestLog).toEqual(["POST /api/things/7"]);
  });

  it("refuses with 400 a body the call's schema refuses, as the API's routes do", async () => {
    let reached = false;
    apiServer.use(
      onCall(authCalls.login, () => {
        reached = true;
        return json(200, { id: 1, username: "ada" });
      }),
    );
    // A body the types allow to be wrong only at run time (as a bug in a form would send it).
    const error = await callApi(authCalls.login, { body: { username: "ada" } as never }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).bodyText).toMatch(/^Invalid body/);
    expect(reached).toBe(false);
  });

  it("with `once`, answers one request and then leaves the next to the handler below", async () => {
    apiServer.use(onCall(authCalls.getUser, () => json(200, { id: 1, username: "ada" })));
    apiServer.use(onCall(authCalls.getUser, () => json(503, { statusCode: 503, error: "Unavailable", message: "Busy" }), { once: true }));

    await expect(callApi(authCalls.getUser)).rejects.toThrow("Busy");
    await expect(callApi(authCalls.getUser)).resolves.toEqual({ id: 1, username: "ada" });
  });

  it("answers 404 for a route no handler knows", async () => {
    const error = await callApi(authCalls.getUser).catch((caught: unknown) => caught);
    expect((error as ApiError).status).toBe(404);
  });
});
