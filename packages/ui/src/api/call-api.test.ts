import { authCalls, defineCall } from "@kidsafe/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError, FALLBACK_STATUS_TEXT, NetworkError, UnexpectedResponseError } from "./api-error.ts";
import { callApi } from "./call-api.ts";

function answer(status: number, body: string, statusText = "") {
  return new Response(body === "" ? null : body, { status, statusText });
}

function mockFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to fail");
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("callApi errors: the message is the sentence alone, the status stays on the error", () => {
  it("uses the message of our ErrorResponse body and keeps its field errors", async () => {
    mockFetch(
      answer(
        401,
        JSON.stringify({
          statusCode: 401,
          error: "Unauthorized",
          message: "Incorrect username or password.",
          fieldErrors: { password: "Incorrect username or password." },
        }),
        "Unauthorized",
      ),
    );
    const error = await rejectionOf(callApi(authCalls.login, { body: { username: "kid", password: "nope" } }));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("Incorrect username or password.");
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).fieldErrors).toEqual({ password: "Incorrect username or password." });
  });

  it("uses the raw body text when the body is not an ErrorResponse", async () => {
    mockFetch(answer(502, "<html>Bad gateway</html>", "Bad Gateway"));
    const error = await rejectionOf(callApi(authCalls.getUser));
    expect((error as ApiError).message).toBe("<html>Bad gateway</html>");
    expect((error as ApiError).status).toBe(502);
    expect((error as ApiError).fieldErrors).toEqual({});
  });

  it("uses the raw JSON text when the JSON lacks the ErrorResponse fields", async () => {
    mockFetch(answer(400, '{"oops":true}', "Bad Request"));
    const error = await rejectionOf(callApi(authCalls.getUser));
    expect((error as ApiError).message).toBe('{"oops":true}');
  });

  it("uses the status text when the body is empty", async () => {
    mockFetch(answer(503, "", "Service Unavailable"));
    const error = await rejectionOf(callApi(authCalls.getUser));
    expect((error as ApiError).message).toBe("Service Unavailable");
  });

  it("falls back to a generic text when there is neither body nor status text", async () => {
    mockFetch(answer(500, ""));
    const error = await rejectionOf(callApi(authCalls.getUser));
    expect((error as ApiError).message).toBe(FALLBACK_STATUS_TEXT);
    expect((error as ApiError).status).toBe(500);
  });

  it("turns a failed fetch into a NetworkError with a readable message", async () => {
    vi.stubGlobal("fetch", vi.fn<typeof fetch>().mockRejectedValue(new TypeError("Failed to fetch")));
    const error = await rejectionOf(callApi(authCalls.getUser));
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toMatch(/could not reach the server/i);
  });

  it("rejects an OK answer that does not match the response schema", async () => {
    mockFetch(answer(200, JSON.stringify({ id: "not-a-number" })));
    const error = await rejectionOf(callApi(authCalls.getUser));
    expect(error).toBeInstanceOf(UnexpectedResponseError);
  });
});

describe("callApi requests (seed 000 §7)", () => {
  it("sends JSON with credentials and returns the parsed answer", async () => {
    const fetchMock = mockFetch(answer(200, JSON.stringify({ id: 7, username: "ada" })));
    const user = await callApi(authCalls.login, { body: { username: "ada", password: "pw" } });
    expect(user).toEqual({ id: 7, username: "ada" });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/login");
    expect(init?.method).toBe("POST");
    expect(init?.credentials).toBe("include");
    expect(init?.headers).toEqual({ "Content-Type": "application/json" });
    expect(init?.body).toBe(JSON.stringify({ username: "ada", password: "pw" }));
  });

  it("sets no content type when there is no body", async () => {
    const fetchMock = mockFetch(answer(200, JSON.stringify({ ok: true })));
    await callApi(authCalls.logout);
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.headers).toEqual({});
    expect(init?.body).toBeUndefined();
    expect(init?.credentials).toBe("include");
  });

  it("fills path params and appends the query", async () => {
    const chatHistory = defineCall({
      method: "GET",
      path: "/api/chat/:sessionId",
      params: z.object({ sessionId: z.string() }),
      query: z.object({ limit: z.number().optional(), tags: z.array(z.string()).optional() }),
      response: z.object({ ok: z.boolean() }),
    });
    const fetchMock = mockFetch(answer(200, JSON.stringify({ ok: true })));
    await callApi(chatHistory, { params: { sessionId: "a b/c" }, query: { limit: 5, tags: ["x", "y"] } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/chat/a%20b%2Fc?limit=5&tags=x&tags=y");
  });

  it("accepts an empty OK body for calls whose answer is not read", async () => {
    const track = defineCall({ method: "POST", path: "/api/track", response: z.void() });
    mockFetch(answer(204, ""));
    await expect(callApi(track)).resolves.toBeUndefined();
  });
});

// Compile-time checks (run by `tsc`): options follow the call's contract.
export function _callOptionsFollowTheContract() {
  // @ts-expect-error login declares a body, so it must be given
  void callApi(authCalls.login);
  // @ts-expect-error the body must match the Credentials schema
  void callApi(authCalls.login, { body: { username: "ada" } });
  // @ts-expect-error getUser takes no body
  void callApi(authCalls.getUser, { body: { username: "ada", password: "pw" } });
  void callApi(authCalls.getUser);
}
