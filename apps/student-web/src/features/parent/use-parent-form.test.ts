import { LinkCode, ParentSignInRequest } from "@kidsafe/contracts";
import { ApiError } from "@kidsafe/ui";
import { act, renderHook } from "@testing-library/react";
import type { ChangeEvent } from "react";
import { describe, expect, it } from "vitest";
import { NO_FAILURE } from "./form-errors.ts";
import { useParentForm } from "./use-parent-form.ts";

const typed = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;

describe("useParentForm", () => {
  it("binds a text field to its value, and clear() empties the form again", () => {
    const { result } = renderHook(() => useParentForm({ email: "", password: "" }));
    act(() => result.current.field("email").onChange(typed("ana@example.com")));
    expect(result.current.values).toEqual({ email: "ana@example.com", password: "" });
    expect(result.current.field("email").value).toBe("ana@example.com");
    act(() => result.current.clear());
    expect(result.current.values).toEqual({ email: "", password: "" });
  });

  it("puts an object contract's messages under their fields, and a passing check clears them", () => {
    const { result } = renderHook(() => useParentForm({ email: "", password: "" }));
    let checked: unknown;
    act(() => {
      checked = result.current.check(ParentSignInRequest, { email: "not an address", password: "" });
    });
    expect(checked).toBeUndefined();
    expect(result.current.field("email").error).toMatch(/valid email/);
    expect(result.current.field("password").error).toBeTruthy();
    expect(result.current.failure.form).toBeUndefined();

    act(() => {
      checked = result.current.check(ParentSignInRequest, { email: "ana@example.com", password: "a long parent password" });
    });
    expect(checked).toEqual({ email: "ana@example.com", password: "a long parent password" });
    expect(result.current.failure).toEqual(NO_FAILURE);
  });

  it("puts a one-value contract's message under the field named, and returns what the contract made of it", () => {
    const { result } = renderHook(() => useParentForm({ code: "" }));
    let checked: unknown;
    act(() => {
      checked = result.current.check(LinkCode, "??", "code");
    });
    expect(checked).toBeUndefined();
    expect(result.current.field("code").error).toBeTruthy();
    act(() => {
      checked = result.current.check(LinkCode, "abcd-2345", "code");
    });
    expect(checked).toBe("ABCD2345");
    expect(result.current.field("code").error).toBeUndefined();
  });

  it("shows a failed call under the field the server named, else as the form's sentence", () => {
    const { result } = renderHook(() => useParentForm({ email: "" }));
    act(() => result.current.showError(new ApiError(400, "Check the form", { email: "That email is taken" })));
    expect(result.current.field("email").error).toBe("That email is taken");
    expect(result.current.failure.form).toBeUndefined();
    act(() => result.current.showError(new ApiError(503, "The service is busy. Try again in a minute.", {})));
    expect(result.current.failure).toEqual({ fields: {}, form: "The service is busy. Try again in a minute." });
  });
});
