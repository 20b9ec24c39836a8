import { ADVERTISER_TEXTS, AdvertiserLoginRequest } from "@kidsafe/contracts";
import { Button, TextField } from "@kidsafe/ui";
import { useRef, useState } from "react";
import type { FormEvent } from "react";
import { fieldErrorsOf, firstInvalid } from "../../lib/form-errors.ts";
import type { FieldErrors } from "../../lib/form-errors.ts";
import { useLogin } from "./use-login.ts";

const FIELDS = ["appName", "password"] as const;
type Field = (typeof FIELDS)[number];

/** App Name and Company Password; empty fields are named under the field and nothing is sent. */
export function LoginForm() {
  const login = useLogin();
  const [values, setValues] = useState<Record<Field, string>>({ appName: "", password: "" });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (login.isPending) return;
    const parsed = AdvertiserLoginRequest.safeParse(values);
    if (!parsed.success) {
      const next = fieldErrorsOf(parsed.error, FIELDS);
      setErrors(next);
      const field = firstInvalid(next, FIELDS);
      if (field !== undefined) inputs.current[field]?.focus();
      return;
    }
    setErrors({});
    login.mutate(parsed.data);
  }

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field] !== undefined) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  return (
    <form className="stacked-form" onSubmit={handleSubmit} noValidate>
      <TextField
        ref={(element) => {
          inputs.current.appName = element;
        }}
        label={ADVERTISER_TEXTS.appNameLabel}
        name="appName"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        aria-required="true"
        value={values.appName}
        onChange={(event) => update("appName", event.target.value)}
        error={errors.appName}
      />
      <TextField
        ref={(element) => {
          inputs.current.password = element;
        }}
        label={ADVERTISER_TEXTS.companyPasswordLabel}
        name="password"
        type="password"
        autoComplete="current-password"
        aria-required="true"
        value={values.password}
        onChange={(event) => update("password", event.target.value)}
        error={errors.password}
      />
      <Button type="submit" size="lg" fullWidth loading={login.isPending}>
        {ADVERTISER_TEXTS.loginButton}
      </Button>
    </form>
  );
}
