import { describe, expect, it } from "vitest";
import { readApiConfig } from "./env.ts";

const BASE = { DATABASE_URL: "postgres://db/kidsafe", REDIS_URL: "redis://redis:6379" };
const PRODUCTION = {
  ...BASE,
  NODE_ENV: "production",
  SESSION_SECRET: "a-production-secret-of-at-least-32-characters",
  PUBLIC_URL: "https://kidsafe.example",
  TRUST_PROXY: "1",
  KEY_ENCRYPTION_KEY: "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
};

describe("the API's configuration", () => {
  it("reads development defaults: the dev stack's public URL, no payments, no extra origins", () => {
    const config = readApiConfig(BASE);
    expect(config).toMatchObject({
      production: false,
      publicUrl: "http://127.0.0.1:3000",
      payments: null,
      safeFetchAllowOrigins: [],
      serverTiming: true,
    });
  });

  it("refuses to start in production without a session secret or a public URL, naming the variable", () => {
    expect(() => readApiConfig({ ...PRODUCTION, SESSION_SECRET: undefined })).toThrow(/SESSION_SECRET is required in production/);
    expect(() => readApiConfig({ ...PRODUCTION, PUBLIC_URL: undefined })).toThrow(/PUBLIC_URL is required in production/);
    expect(() => readApiConfig({ ...PRODUCTION, KEY_ENCRYPTION_KEY: undefined })).toThrow(/KEY_ENCRYPTION_KEY is required in production/);
    expect(readApiConfig(PRODUCTION)).toMatchObject({ secureCookies: true, serverTiming: false });
  });

  it("drains for 5 s on SIGTERM in production and not at all elsewhere, then gives requests in flight 40 s", () => {
    expect(readApiConfig(PRODUCTION).shutdown).toEqual({ drainMs: 5_000, timeoutMs: 40_000 });
    expect(readApiConfig(BASE).shutdown).toEqual({ drainMs: 0, timeoutMs: 40_000 });
    expect(readApiConfig({ ...BASE, SHUTDOWN_DRAIN_MS: "250", SHUTDOWN_TIMEOUT_MS: "5000" }).shutdown).toEqual({
      drainMs: 250,
      timeoutMs: 5_000,
    });
    expect(() => readApiConfig({ ...BASE, SHUTDOWN_DRAIN_MS: "soon" })).toThrow(/SHUTDOWN_DRAIN_MS must be a number of milliseconds/);
  });

  it("serves the rendered API reference outside production, and in production only when API_REFERENCE is on", () => {
    expect(readApiConfig(BASE).apiReference).toBe(true);
    expect(readApiConfig({ ...BASE, API_REFERENCE: "off" }).apiReference).toBe(false);
    expect(readApiConfig(PRODUCTION).apiReference).toBe(false);
    expect(readApiConfig({ ...PRODUCTION, API_REFERENCE: "on" }).apiReference).toBe(true);
    expect(() => readApiConfig({ ...BASE, API_REFERENCE: "yes" })).toThrow(/API_REFERENCE must be "on" or "off"/);
  });

  it("trusts a hop count or a CIDR list of proxies, never every hop, and needs one in production", () => {
    expect(readApiConfig({ ...BASE, TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(readApiConfig({ ...BASE, TRUST_PROXY: "10.0.0.0/8, fd00::/8,192.0.2.7" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "fd00::/8",
      "192.0.2.7",
    ]);
    expect(readApiConfig(BASE).trustProxy).toBe(false);
    expect(() => readApiConfig({ ...BASE, TRUST_PROXY: "true" })).toThrow(/would trust every X-Forwarded-For hop/);
    expect(() => readApiConfig({ ...BASE, TRUST_PROXY: "10.0.0.0/33" })).toThrow(/neither an address nor a CIDR range: 10.0.0.0\/33/);
    expect(() => readApiConfig({ ...PRODUCTION, TRUST_PROXY: undefined })).toThrow(/TRUST_PROXY is required in production/);
  });

  it("reads KEY_ENCRYPTION_KEY as 32 bytes in hex or base64, and refuses anything else with the format", () => {
    expect(readApiConfig(PRODUCTION).keyEncryptionKey).toHaveLength(32);
    expect(readApiConfig({ ...BASE, KEY_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64") }).keyEncryptionKey).toEqual(Buffer.alloc(32, 7));
    expect(() => readApiConfig({ ...BASE, KEY_ENCRYPTION_KEY: "too-short" })).toThrow(/KEY_ENCRYPTION_KEY must be 32 random bytes/);
  });

  it("refuses local sample sites for the safety check in production", () => {
    expect(() => readApiConfig({ ...PRODUCTION, SAFE_FETCH_ALLOW_ORIGINS: "http://localhost:4400" })).toThrow(/SAFE_FETCH_ALLOW_ORIGINS/);
    expect(readApiConfig({ ...BASE, SAFE_FETCH_ALLOW_ORIGINS: "http://localhost:4400" }).safeFetchAllowOrigins).toEqual([
      "http://localhost:4400",
    ]);
  });

  it("reads the payment provider's settings, and refuses a key without its webhook secret", () => {
    const payments = { STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1", STRIPE_API_BASE: "http://127.0.0.1:3008" };
    expect(readApiConfig({ ...BASE, ...payments }).payments).toMatchObject({
      secretKey: "sk_test_1",
      host: "127.0.0.1",
      port: 3008,
      protocol: "http",
    });
    expect(() => readApiConfig({ ...BASE, STRIPE_SECRET_KEY: "sk_test_1" })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });
});
