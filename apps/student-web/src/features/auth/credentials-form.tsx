import type { Credentials, User } from "@kidsafe/contracts";
import { Button, TextField } from "@kidsafe/ui";
import type { UseMutationResult } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { FormEvent } from "react";
import { AUTH_COPY } from "./auth-copy.ts";
import { checkCredentials, firstInvalidField, serverCredentialErrors } from "./credential-errors.ts";
import type { CredentialErrors, CredentialField } from "./credential-errors.ts";

export interface CredentialsFormProps {
  /** Login or registration; both take the same two fields. */
  mutation: UseMutationResult<User, Error, Credentials>;
  submitLabel: string;
  passwordAutoComplete: "current-password" | "new-password";
}

/**
 * Username and password with the seed's client-side rules; errors (the client's or the server's
 * fieldErrors) appear in red under each field, and the button spins while the request is pending.
 */
export function CredentialsForm({ mutation, submitLabel, passwordAutoComplete }: CredentialsFormProps) {
  const [values, setValues] = useState({ username: "", password: "" });
  const [errors, setErrors] = useState<CredentialErrors>({});
  const inputs = useRef<Partial<Record<CredentialField, HTMLInputElement | null>>>({});

  function showErrors(next: CredentialErrors) {
    setErrors(next);
    const field = firstInvalidField(next);
    if (field !== undefined) inputs.current[field]?.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const check = checkCredentials(values);
    if (!check.ok) {
      showErrors(check.errors);
      return;
    }
    setErrors({});
    mutation.mutate(check.credentials, { onError: (error) => showErrors(serverCredentialErrors(error)) });
  }

  function update(field: CredentialField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field] !== undefined) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  return (
    <form className="credentials-form" onSubmit={handleSubmit} noValidate>
      <TextField
        ref={(element) => {
          inputs.current.username = element;
        }}
        label={AUTH_COPY.usernameLabel}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        aria-required="true"
        value={values.username}
        onChange={(event) => update("username", event.target.value)}
        error={errors.username}
      />
      <TextField
        ref={(element) => {
          inputs.current.password = element;
        }}
        label={AUTH_COPY.passwordLabel}
        name="password"
        type="password"
        autoComplete={passwordAutoComplete}
        aria-required="true"
        value={values.password}
        onChange={(event) => update("password", event.target.value)}
        error={errors.password}
      />
      <Button type="submit" size="lg" fullWidth loading={mutation.isPending}>
        {submitLabel}
      </Button>
    </form>
  );
}
