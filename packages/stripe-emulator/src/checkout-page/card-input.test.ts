import { describe, expect, it } from "vitest";
import { readCardInput } from "./card-input.ts";

const now = new Date("2026-05-15T12:00:00Z");
const form = { email: "dev@example.com", cardNumber: "4242 4242 4242 4242", expiry: "12 / 30", cvc: "123" };
const problemOf = (overrides: Partial<typeof form>) => {
  const result = readCardInput({ ...form, ...overrides }, now);
  return "problem" in result ? result.problem : null;
};

describe("readCardInput", () => {
  it("reads a test card, its expiry and the email", () => {
    expect(readCardInput(form, now)).toMatchObject({ expMonth: 12, expYear: 2030, email: "dev@example.com", card: { brand: "visa" } });
    expect(readCardInput({ ...form, expiry: "0531" }, now)).toMatchObject({ expMonth: 5, expYear: 2031 });
  });

  it("answers Stripe's messages for what is missing or wrong", () => {
    expect(problemOf({ email: "" })).toBe("Your email is incomplete.");
    expect(problemOf({ email: "dev@" })).toBe("Your email address is invalid.");
    expect(problemOf({ cardNumber: "4242 4242" })).toBe("Your card number is incomplete.");
    expect(problemOf({ cardNumber: "4242 4242 4242 4241" })).toBe("Your card number is invalid.");
    expect(problemOf({ expiry: "12" })).toBe("Your card's expiration date is incomplete.");
    expect(problemOf({ expiry: "04 / 26" })).toBe("Your card's expiration date is in the past.");
    expect(problemOf({ expiry: "12 / 25" })).toBe("Your card's expiration year is in the past.");
    expect(problemOf({ cvc: "12" })).toBe("Your card's security code is incomplete.");
    expect(problemOf({ cardNumber: "3782 822463 10005", cvc: "123" })).toBe("Your card's security code is incomplete.");
  });

  it("takes the current month as not yet expired", () => {
    expect(problemOf({ expiry: "05 / 26" })).toBeNull();
  });
});
