import { describe, expect, it } from "vitest";
import { fingerprintOf, parseForm } from "./form.ts";

describe("parseForm", () => {
  it("reads the SDK's bracket notation into nested objects and arrays", () => {
    const body =
      "mode=payment&line_items[0][price_data][currency]=usd&line_items[0][quantity]=1&metadata[plan]=weekly%20fee&expand[0]=customer&expand[1]=payment_intent";
    expect(parseForm(body)).toEqual({
      mode: "payment",
      line_items: [{ price_data: { currency: "usd" }, quantity: "1" }],
      metadata: { plan: "weekly fee" },
      expand: ["customer", "payment_intent"],
    });
  });

  it("takes expand[] as well as expand[0], and encoded brackets", () => {
    expect(parseForm("expand[]=a&expand[]=b")).toEqual({ expand: ["a", "b"] });
    expect(parseForm("metadata%5Bplan%5D=x")).toEqual({ metadata: { plan: "x" } });
  });

  it("refuses a key given both as a value and as a hash", () => {
    expect(() => parseForm("metadata=x&metadata[a]=b")).toThrow("Invalid hash or array: metadata[a]");
  });
});

describe("fingerprintOf", () => {
  it("is equal for the same parameters in another order, and differs for other values", () => {
    expect(fingerprintOf(parseForm("a=1&b[c]=2&b[d]=3"))).toBe(fingerprintOf(parseForm("b[d]=3&a=1&b[c]=2")));
    expect(fingerprintOf(parseForm("a=1"))).not.toBe(fingerprintOf(parseForm("a=2")));
  });
});
