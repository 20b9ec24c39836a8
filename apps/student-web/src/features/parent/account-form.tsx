import { ParentSignInRequest, ParentSignUpRequest } from "@kidsafe/contracts";
import type { ParentProfile } from "@kidsafe/contracts";
import { Button, TextField } from "@kidsafe/ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { FormEvent } from "react";
import { parentApi } from "../../lib/api/parent.ts";
import { browserTimeZone } from "../../lib/browser-time-zone.ts";
import { FormAlert } from "./form-alert.tsx";
import { formFailureOf, NO_FAILURE, zodFieldErrors } from "./form-errors.ts";
import type { FormFailure } from "./form-errors.ts";
import { PARENT_COPY } from "./parent-copy.ts";

export interface AccountFormProps {
  kind: "sign-in" | "sign-up";
  onDone: (parent: ParentProfile) => void;
}

/** Email and password, checked with the contracts' rules before the call; errors show under the fields. */
export function AccountForm({ kind, onDone }: AccountFormProps) {
  const [values, setValues] = useState({ email: "", password: "" });
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const submit = useMutation({
    mutationFn: kind === "sign-in" ? parentApi.signIn : parentApi.signUp,
    onSuccess: onDone,
    onError: (error) => setFailure(formFailureOf(error)),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submit.isPending) return;
    // A new account starts in this browser's time zone: the weekly summary then comes on the parent's own Sunday evening.
    const check =
      kind === "sign-in" ? ParentSignInRequest.safeParse(values) : ParentSignUpRequest.safeParse({ ...values, timeZone: browserTimeZone() });
    if (!check.success) {
      setFailure({ fields: zodFieldErrors(check.error.issues), form: undefined });
      return;
    }
    setFailure(NO_FAILURE);
    submit.mutate(check.data);
  }

  const update = (field: "email" | "password", value: string) => setValues((current) => ({ ...current, [field]: value }));
  return (
    <form className="parent-form" onSubmit={handleSubmit} noValidate>
      <TextField
        label={PARENT_COPY.emailLabel}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => update("email", event.target.value)}
        error={failure.fields.email}
      />
      <TextField
        label={PARENT_COPY.passwordLabel}
        name="password"
        type="password"
        autoComplete={kind === "sign-in" ? "current-password" : "new-password"}
        hint={kind === "sign-up" ? PARENT_COPY.passwordHint : undefined}
        value={values.password}
        onChange={(event) => update("password", event.target.value)}
        error={failure.fields.password}
      />
      <FormAlert message={failure.form} />
      <Button type="submit" size="lg" fullWidth loading={submit.isPending}>
        {kind === "sign-in" ? PARENT_COPY.signInButton : PARENT_COPY.signUpButton}
      </Button>
    </form>
  );
}
