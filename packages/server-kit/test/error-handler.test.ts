import { freePort } from "@kidsafe/testing";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { MAX_PARAM_LENGTH, NUL_CHARACTER_MESSAGE, STORE_UNAVAILABLE_MESSAGE, createRedis, createServer, HttpError } from "../src/index.ts";

function buildApp() {
  const app = createServer({ logLevel: "silent", bodyLimitBytes: 1024 });
  app.post(
    "/things",
    { schema: { body: z.strictObject({ name: z.string().min(1, "Name is required"), age: z.number().int() }) } },
    (request) => ({ saved: request.body.name }),
  );
  app.get("/teapot", () => {
    throw new HttpError(409, "That name is taken.", { name: "That name is taken." });
  });
  app.get("/things/:id", (request) => ({ id: (request.params as { id: string }).id }));
  app.get("/boom", () => {
    throw new Error("database password is hunter2");
  });
  return app;
}

async function post(payload: string, contentType = "application/json") {
  const app = buildApp();
  const response = await app.inject({ method: "POST", url: "/things", payload, headers: { "content-type": contentType } });
  await app.close();
  return { status: response.statusCode, body: response.json<{ message: string; fieldErrors?: Record<string, string> }>() };
}

describe("the error handler", () => {
  it("accepts a body of the right shape", async () => {
    const app = buildApp();
    const response = await app.inject({ method: "POST", url: "/things", payload: { name: "Ada", age: 9 } });
    expect(response.json()).toEqual({ saved: "Ada" });
  });

  it("answers malformed JSON with a 400 a person can read", async () => {
    expect(await post('{"name": "Ada",')).toMatchObject({ status: 400, body: { message: "The request body is not valid JSON." } });
  });

  it("names the field whose type is wrong", async () => {
    const { status, body } = await post(JSON.stringify({ name: "Ada", age: "nine" }));
    expect(status).toBe(400);
    expect(body.message).toMatch(/^age: /);
    expect(body.fieldErrors).toHaveProperty("age");
  });

  it("keeps a message that already names its field", async () => {
    const { body } = await post(JSON.stringify({ name: "", age: 1 }));
    expect(body).toMatchObject({ message: "Name is required", fieldErrors: { name: "Name is required" } });
  });

  it("refuses unknown fields by name", async () => {
    const { status, body } = await post(JSON.stringify({ name: "Ada", age: 1, admin: true }));
    expect(status).toBe(400);
    expect(body.message).toBe('Unknown field: "admin".');
  });

  it("refuses NUL in a string or a key with a 400 before the handler (PostgreSQL cannot store it)", async () => {
    const message = NUL_CHARACTER_MESSAGE;
    expect(await post(JSON.stringify({ name: "A\u0000da", age: 1 }))).toMatchObject({
      status: 400,
      body: { message, fieldErrors: { name: message } },
    });
    expect(await post('{"name":"Ada","age":1,"x\\u0000":1}')).toMatchObject({ status: 400, body: { message } });
    // An escaped backslash followed by "u0000" is no NUL.
    expect(await post(JSON.stringify({ name: "\\u0000", age: 1 }))).toMatchObject({ status: 200 });
  });

  it("answers a path parameter over the router's limit with a 414 in the shared body, without echoing the path", async () => {
    const app = buildApp();
    const response = await app.inject({ method: "GET", url: `/things/${"x".repeat(MAX_PARAM_LENGTH + 1)}` });
    await app.close();
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ statusCode: 414, error: "URI Too Long", message: "A part of the address is too long." });
  });

  it("refuses a body that is not an object", async () => {
    expect(await post("[1,2]")).toMatchObject({ status: 400, body: { message: "The request body must be a JSON object." } });
  });

  it("answers an oversize body with 413", async () => {
    expect((await post(JSON.stringify({ name: "x".repeat(5000), age: 1 }))).status).toBe(413);
  });

  it("answers a body that is not JSON with 415", async () => {
    expect((await post("name=Ada", "application/x-www-form-urlencoded")).status).toBe(415);
  });

  it("sends an HttpError's status, message and field errors", async () => {
    const app = buildApp();
    const response = await app.inject({ method: "GET", url: "/teapot" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      error: "Conflict",
      message: "That name is taken.",
      fieldErrors: { name: "That name is taken." },
    });
  });

  it("never leaks the details of a server error", async () => {
    const app = buildApp();
    const response = await app.inject({ method: "GET", url: "/boom" });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain("hunter2");
    expect(response.json<{ message: string }>().message).toMatch(/Something went wrong/);
  });

  it("answers 503 with a message, not 500, within about two seconds while Redis cannot be reached", async () => {
    const app = buildApp();
    // Nothing listens there: every connection attempt is refused, as while Redis restarts.
    const redis = createRedis(`redis://127.0.0.1:${await freePort()}`);
    app.get("/session", () => redis.get("session"));
    const started = Date.now();
    const response = await app.inject({ method: "GET", url: "/session" });
    redis.disconnect();
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ statusCode: 503, error: "Service Unavailable", message: STORE_UNAVAILABLE_MESSAGE });
  });

  it("answers 503 when PostgreSQL is shutting down or starting up, and keeps other database errors 500", async () => {
    // pg's DatabaseError carries PostgreSQL's SQLSTATE as `code`.
    const failing = (code: string) => Object.assign(new Error("the database says no"), { code });
    const app = buildApp();
    app.get("/shutting-down", () => Promise.reject(failing("57P01")));
    app.get("/starting-up", () => Promise.reject(failing("57P03")));
    app.get("/unique-violation", () => Promise.reject(failing("23505")));
    expect((await app.inject({ method: "GET", url: "/shutting-down" })).statusCode).toBe(503);
    expect((await app.inject({ method: "GET", url: "/starting-up" })).statusCode).toBe(503);
    expect((await app.inject({ method: "GET", url: "/unique-violation" })).statusCode).toBe(500);
  });

  it("answers an unknown route with a 404 naming it", async () => {
    const app = buildApp();
    const response = await app.inject({ method: "GET", url: "/nope?x=1" });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe("There is no GET /nope here.");
  });
});
