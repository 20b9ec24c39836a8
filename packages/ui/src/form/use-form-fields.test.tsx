import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TextField } from "../components/text-field.tsx";
import { useFormFields } from "./use-form-fields.ts";

const FIELDS = ["name", "password"] as const;
let form: ReturnType<typeof useFormFields<(typeof FIELDS)[number]>>;

function Form() {
  form = useFormFields(FIELDS, { name: "", password: "" });
  return (
    <form>
      <TextField {...form.field("name")} label="Name" />
      <TextField {...form.field("password")} label="Password" />
    </form>
  );
}

describe("a form's fields", () => {
  it("focuses the first field in error, in the form's order, and clears a field's message when it is edited", () => {
    render(<Form />);
    act(() => form.showErrors({ password: "Too short", name: "Required" }));
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
    expect(screen.queryByText("Required")).not.toBeNull();
    act(() => form.update("name", "Ada"));
    expect(screen.queryByText("Required")).toBeNull();
    expect(screen.queryByText("Too short")).not.toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>("Name").value).toBe("Ada");
  });
});

describe("reset", () => {
  it("puts every value back to the first ones and leaves the messages shown", () => {
    render(<Form />);
    act(() => {
      form.update("name", "Ada");
      form.update("password", "secret words");
    });
    act(() => form.showErrors({ password: "That password is not right" }));
    act(() => form.reset());
    expect(form.values).toEqual({ name: "", password: "" });
    expect(screen.getByLabelText<HTMLInputElement>("Password").value).toBe("");
    expect(screen.queryByText("That password is not right")).not.toBeNull();
  });
});
