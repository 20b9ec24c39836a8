import { PREVIEW_TEXTS, REGISTRATION_AGE_TEXTS, REGISTRATION_TEXTS } from "@kidsafe/contracts";
import { describe, expect, it } from "vitest";
import { checkRegistration } from "./registration-check.ts";

const filled = {
  appName: " Quest ",
  appUrl: "quest.example",
  appDescription: "Maths games",
  minAge: "6",
  maxAge: "12",
  password: "pw",
  confirmPassword: "pw",
};

describe("checkRegistration (seed 001 §3, §5)", () => {
  it("prepends https:// to a URL that does not start with http and sets the email to the app name", () => {
    expect(checkRegistration(filled)).toEqual({
      ok: true,
      registration: {
        appName: "Quest",
        appUrl: "https://quest.example",
        appDescription: "Maths games",
        minAge: 6,
        maxAge: 12,
        email: "Quest",
        password: "pw",
      },
    });
  });

  it("keeps a URL that already starts with http", () => {
    const check = checkRegistration({ ...filled, appUrl: "http://quest.example/kids" });
    expect(check.ok && check.registration.appUrl).toBe("http://quest.example/kids");
  });

  it("names every empty field", () => {
    const check = checkRegistration({ appName: "", appUrl: " ", appDescription: "", minAge: "", maxAge: "", password: "", confirmPassword: "" });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.appName).toBe("Please enter your app name");
    expect(check.errors.appUrl).toBe(REGISTRATION_TEXTS.fieldRequired("App URL"));
    expect(check.errors.appDescription).toBe(REGISTRATION_TEXTS.fieldRequired("App description"));
    expect(check.errors.minAge).toBe(REGISTRATION_AGE_TEXTS.minAgeRequired);
    expect(check.errors.maxAge).toBe(REGISTRATION_AGE_TEXTS.maxAgeRequired);
    expect(check.errors.password).toBe("Please enter your password");
    expect(check.passwordsDiffer).toBe(false);
  });

  it("says 'Passwords do not match' under the confirmation when it differs", () => {
    const check = checkRegistration({ ...filled, confirmPassword: "pW" });
    expect(check).toEqual({ ok: false, errors: { confirmPassword: REGISTRATION_TEXTS.passwordsMismatchTitle }, passwordsDiffer: true });
  });

  it("refuses a youngest age above the oldest, under the oldest", () => {
    const check = checkRegistration({ ...filled, minAge: "13", maxAge: "8" });
    expect(check).toEqual({ ok: false, errors: { maxAge: REGISTRATION_AGE_TEXTS.rangeReversed }, passwordsDiffer: false });
  });

  it("refuses an address that is no web address even with https:// in front", () => {
    const check = checkRegistration({ ...filled, appUrl: "quest example" });
    expect(check).toEqual({ ok: false, errors: { appUrl: PREVIEW_TEXTS.invalidUrl }, passwordsDiffer: false });
  });
});
