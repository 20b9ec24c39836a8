import { ParentSignInRequest, ParentSignUpRequest } from "@kidsafe/contracts";
import type { ParentProfile } from "@kidsafe/contracts";
import { Button, TextField } from "@kidsafe/ui";
import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { parentApi } from "../../lib/api/parent.ts";
import { browserTimeZone } from "../../lib/browser-time-zone.ts";
import { AccountPasswordField } from "./account-password-field.tsx";
import { FormAlert } from "./form-alert.tsx";
import { PARENT_COPY } from "./parent-copy.ts";
import { useParentForm } from "./use-parent-form.ts";

const FIELDS = ["email", "password"] as const;

export interface AccountFormProps {
  kind: "sign-in" | "sign-up";
  onDone: (parent: ParentProfile) => void;
}

/** Email and password, checked with the contracts' rules before the call; errors show under the fields. */
export function AccountForm({ kind, onDone }: AccountFormProps) {
  const form = useParentForm(FIELDS, { email: "", password: "" });
  const submit = useMutation({
    mutationFn: kind === "sign-in" ? parentApi.signIn : parentApi.signUp,
    onSuccess: onDone,
    onError: form.showError,
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submit.isPending) return;
    // A new account starts in this browser's time zone: the weekly summary then comes on the parent's own Sunday evening.
    const request =
      kind === "sign-in"
        ? form.check(ParentSignInRequest, form.values)
        : form.check(ParentSignUpRequest, { ...form.values, timeZone: browserTimeZone() });
    if (request !== undefined) submit.mutate(request);
  }

  return (
    <form className="parent-form" onSubmit={handleSubmit} noValidate>
      <TextField {...form.field("email")} label={PARENT_COPY.emailLabel} name="email" type="email" autoComplete="email" />
      <AccountPasswordField {...form.field("password")} label={PARENT_COPY.passwordLabel} isNew={kind === "sign-up"} />
      <FormAlert message={form.formMessage} />
      <Button type="submit" size="lg" fullWidth loading={submit.isPending}>
        {kind === "sign-in" ? PARENT_COPY.signInButton : PARENT_COPY.signUpButton}
      </Button>
    </form>
  );
}
