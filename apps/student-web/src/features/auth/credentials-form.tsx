import type { Credentials, User } from "@kidsafe/contracts";
import { ACCOUNT_NAME_INPUT, Button, PasswordField, TextField, useFormFields, useHydrated } from "@kidsafe/ui";
import type { UseMutationResult } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { AUTH_COPY } from "./auth-copy.ts";
import { checkCredentials, CREDENTIAL_FIELDS, serverCredentialErrors } from "./credential-errors.ts";

export interface CredentialsFormProps {
  /** Login or registration; both take the same two fields. */
  mutation: UseMutationResult<User, Error, Credentials>;
  submitLabel: string;
  passwordAutoComplete: "current-password" | "new-password";
}

/**
 * Username and password with the seed's client-side rules; errors (the client's or the server's
 * fieldErrors) appear in red under each field, and the button spins while the request is pending. Prerendered
 * (auth.html), the button waits for the app to take the form over.
 */
export function CredentialsForm({ mutation, submitLabel, passwordAutoComplete }: CredentialsFormProps) {
  const form = useFormFields(CREDENTIAL_FIELDS, { username: "", password: "" });
  const hydrated = useHydrated();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const check = checkCredentials(form.values);
    if (!check.ok) {
      form.showErrors(check.errors);
      return;
    }
    form.showErrors({});
    mutation.mutate(check.credentials, { onError: (error) => form.showErrors(serverCredentialErrors(error)) });
  }

  return (
    <form className="credentials-form" onSubmit={handleSubmit} noValidate>
      <TextField {...form.field("username")} {...ACCOUNT_NAME_INPUT} label={AUTH_COPY.usernameLabel} aria-required="true" />
      <PasswordField {...form.field("password")} label={AUTH_COPY.passwordLabel} autoComplete={passwordAutoComplete} aria-required="true" />
      <Button type="submit" size="lg" fullWidth loading={mutation.isPending} disabled={!hydrated}>
        {submitLabel}
      </Button>
    </form>
  );
}
