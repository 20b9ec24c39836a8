import { PARENTAL_TEXTS } from "@kidsafe/contracts";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { NEW_PARENT_PASSWORD_COPY } from "./new-parent-password.ts";
import { PasswordDialog } from "./password-dialog.tsx";

const LABEL = "Parent password";

function renderDialog(choosingNewParentPassword: boolean) {
  const onSubmit = vi.fn<(password: string) => Promise<boolean>>().mockResolvedValue(true);
  const onOpenChange = vi.fn<(open: boolean) => void>();
  render(
    <PasswordDialog
      open
      onOpenChange={onOpenChange}
      title="Turn on Study Mode"
      description="Choose a parent password."
      passwordLabel={LABEL}
      requiredMessage="Please enter your password"
      fieldName="parent-password"
      autoComplete="off"
      confirmLabel="Turn On"
      pending={false}
      onSubmit={onSubmit}
      choosingNewParentPassword={choosingNewParentPassword}
    />,
  );
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole("button", { name: "Turn On" }));
  return { onSubmit, onOpenChange, type, submit };
}

describe("PasswordDialog choosing a new parent password", () => {
  it("shows the rules before the first try and asks for the password twice", () => {
    renderDialog(true);
    expect(screen.getByText(PARENTAL_TEXTS.weakParentPassword)).toBeTruthy();
    expect(screen.getByLabelText(NEW_PARENT_PASSWORD_COPY.confirmLabel)).toBeTruthy();
    // The rules describe the field, so a screen reader reads them with it.
    expect(screen.getByLabelText(LABEL).getAttribute("aria-describedby")).toBeTruthy();
  });

  it("refuses two different passwords with a clear sentence and sends nothing", () => {
    const { onSubmit, type, submit } = renderDialog(true);
    type(LABEL, "parent lighthouse 42");
    type(NEW_PARENT_PASSWORD_COPY.confirmLabel, "parent lighthouse 43");
    submit();
    expect(screen.getByText(NEW_PARENT_PASSWORD_COPY.mismatch)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses a password that breaks the rules before sending it", () => {
    const { onSubmit, type, submit } = renderDialog(true);
    type(LABEL, "short");
    type(NEW_PARENT_PASSWORD_COPY.confirmLabel, "short");
    submit();
    expect(screen.getByLabelText(LABEL).getAttribute("aria-invalid")).toBe("true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends a matching password once and closes", async () => {
    const { onSubmit, onOpenChange, type, submit } = renderDialog(true);
    type(LABEL, "parent lighthouse 42");
    type(NEW_PARENT_PASSWORD_COPY.confirmLabel, "parent lighthouse 42");
    submit();
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith("parent lighthouse 42");
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });
});

describe("PasswordDialog entering an existing password", () => {
  it("asks once, without rules or a second field", () => {
    const { onSubmit, type, submit } = renderDialog(false);
    expect(screen.queryByLabelText(NEW_PARENT_PASSWORD_COPY.confirmLabel)).toBeNull();
    expect(screen.queryByText(PARENTAL_TEXTS.weakParentPassword)).toBeNull();
    type(LABEL, "x");
    submit();
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith("x");
  });
});
