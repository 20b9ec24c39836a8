import { LinkCode, ParentSignInRequest } from "@kidsafe/contracts";
import { ApiError } from "@kidsafe/ui";
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useParentForm } from "./use-parent-form.ts";

const SIGN_IN_FIELDS = ["email", "password"] as const;

describe("useParentForm", () => {
  it("puts an object contract's messages under their fields, and a passing check clears them", () => {
    const { result } = renderHook(() => useParentForm(SIGN_IN_FIELDS, { email: "", password: "" }));
    let checked: unknown;
    act(() => {
      checked = result.current.check(ParentSignInRequest, { email: "not an address", password: "" });
    });
    expect(checked).toBeUndefined();
    expect(result.current.errors.email).toMatch(/valid email/);
    expect(result.current.errors.password).toBeTruthy();
    expect(result.current.formMessage).toBeUndefined();

    act(() => {
      checked = result.current.check(ParentSignInRequest, { email: "ana@example.com", password: "a long parent password" });
    });
    expect(checked).toEqual({ email: "ana@example.com", password: "a long parent password" });
    expect(result.current.errors).toEqual({});
  });

  it("puts a one-value contract's message under the field named, and returns what the contract made of it", () => {
    const { result } = renderHook(() => useParentForm(["code"], { code: "" }));
    let checked: unknown;
    act(() => {
      checked = result.current.check(LinkCode, "??", "code");
    });
    expect(checked).toBeUndefined();
    expect(result.current.errors.code).toBeTruthy();
    act(() => {
      checked = result.current.check(LinkCode, "abcd-2345", "code");
    });
    expect(checked).toBe("ABCD2345");
    expect(result.current.errors.code).toBeUndefined();
  });

  it("says a refusal of a field the form does not show above the button, so it is never lost", () => {
    const { result } = renderHook(() => useParentForm(["email"], { email: "" }));
    act(() => {
      result.current.check(ParentSignInRequest, { email: "ana@example.com", password: "" });
    });
    expect(result.current.errors).toEqual({});
    expect(result.current.formMessage).toBeTruthy();
  });

  it("shows a failed call under this form's fields the server named, else as the server's sentence", () => {
    const { result } = renderHook(() => useParentForm(["email"], { email: "" }));
    act(() => result.current.showError(new ApiError(400, "Check the form", { email: "That email is taken" })));
    expect(result.current.errors.email).toBe("That email is taken");
    expect(result.current.formMessage).toBeUndefined();

    act(() => result.current.showError(new ApiError(400, "The time zone is not known", { timeZone: "Choose a time zone" })));
    expect(result.current.errors).toEqual({});
    expect(result.current.formMessage).toBe("The time zone is not known");

    act(() => result.current.showError(new ApiError(503, "The service is busy. Try again in a minute.")));
    expect(result.current.formMessage).toBe("The service is busy. Try again in a minute.");
  });
});
