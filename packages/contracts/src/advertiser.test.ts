import { describe, expect, it } from "vitest";
import { SetOpenAiKeyRequest } from "./admin.ts";
import { DeleteAccountRequest } from "./account.ts";
import {
  AdvertiserRegistrationForm,
  AdvertiserStatus,
  BillingDashboard,
  CancelSubscriptionRequest,
  PaymentStartResult,
  normalizeAppUrl,
} from "./advertiser.ts";
import { CHILD_DESCRIPTION_MAX_LENGTH, childFacingDescription } from "./advertiser-registration.ts";
import { AdvertiserIdParams } from "./common.ts";

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("advertiser contracts", () => {
  it("reads a numeric portal id from the path and explains a bad one", () => {
    expect(AdvertiserIdParams.parse({ id: "42" })).toEqual({ id: 42 });
    expect(firstMessage(AdvertiserIdParams.safeParse({ id: "abc" }))).toBe("Advertiser id must be a positive whole number");
    expect(AdvertiserIdParams.safeParse({ id: "0" }).success).toBe(false);
  });

  it("holds money as whole cents", () => {
    const cycle = { cycleStart: "2025-01-01T00:00:00Z", cycleEnd: "2025-01-08T00:00:00Z", impressionCount: 3, amountDue: 30 };
    const dashboard = {
      currentCycle: cycle,
      totalImpressions: 13,
      regularImpressions: 3,
      recommendationCount: 1,
      recommendationImpressions: 10,
      totalAmountDue: 130,
      amountDue: 30,
      nextBillingDate: "2025-01-08T00:00:00Z",
      isOverdue: false,
      history: [{ ...cycle, id: 1, isPaid: true }],
    };
    expect(BillingDashboard.safeParse(dashboard).success).toBe(true);
    expect(BillingDashboard.safeParse({ ...dashboard, totalAmountDue: 1.3 }).success).toBe(false);
  });

  it("tells an advertiser session from none", () => {
    expect(AdvertiserStatus.parse({ isAdvertiser: false })).toEqual({ isAdvertiser: false });
    expect(AdvertiserStatus.safeParse({ isAdvertiser: true }).success).toBe(false);
  });

  it("cancels only with a password and the ticked confirmation", () => {
    expect(CancelSubscriptionRequest.safeParse({ password: "pw", confirmCancel: true }).success).toBe(true);
    expect(CancelSubscriptionRequest.safeParse({ password: "pw", confirmCancel: false }).success).toBe(false);
    expect(firstMessage(CancelSubscriptionRequest.safeParse({ password: "", confirmCancel: true }))).toBe("Please enter your password");
  });

  it("starts a payment with a checkout URL or a simulated-payment message", () => {
    expect(PaymentStartResult.safeParse({ checkoutUrl: "https://pay.example/c/1" }).success).toBe(true);
    expect(PaymentStartResult.safeParse({ message: "Payment simulated" }).success).toBe(true);
    expect(PaymentStartResult.safeParse({}).success).toBe(false);
  });

  it("says 'Passwords do not match' when the confirmation differs", () => {
    const form = {
      appName: "Quest",
      appUrl: "quest.example",
      appDescription: "Maths",
      minAge: "6",
      maxAge: "9",
      password: "a",
      confirmPassword: "b",
    };
    expect(firstMessage(AdvertiserRegistrationForm.safeParse(form))).toBe("Passwords do not match");
  });

  it("cuts what children see of an app to the description's first sentence, at most 90 characters at a word", () => {
    expect(childFacingDescription("Fraction games for kids. Made with teachers.")).toBe("Fraction games for kids.");
    const long = `${"Practise fractions ".repeat(8)}with friends`;
    const shown = childFacingDescription(long);
    expect(shown.length).toBeLessThanOrEqual(CHILD_DESCRIPTION_MAX_LENGTH);
    expect(shown).toMatch(/^Practise fractions( \w+)+…$/);
  });

  it("puts https:// in front of a URL without a scheme", () => {
    expect(normalizeAppUrl("quest.example")).toBe("https://quest.example");
    expect(normalizeAppUrl("http://quest.example")).toBe("http://quest.example");
  });
});

describe("admin and account", () => {
  it("rejects a blank API key with 'Please enter an API key'", () => {
    expect(firstMessage(SetOpenAiKeyRequest.safeParse({ apiKey: "   " }))).toBe("Please enter an API key");
  });

  it("asks for the password to delete an account", () => {
    expect(firstMessage(DeleteAccountRequest.safeParse({}))).toBe("Please enter your password to confirm account deletion.");
  });
});

describe("an advertiser id in a path", () => {
  it("is digits only: other spellings of a number name no advertiser", () => {
    expect(AdvertiserIdParams.parse({ id: "16" })).toEqual({ id: 16 });
    for (const id of ["0x10", " 7", "-3", "1e3", "0", "", "12abc"]) expect(AdvertiserIdParams.safeParse({ id }).success, id).toBe(false);
  });
});
