import { ADVERTISER_TEXTS, AdvertiserLoginRequest } from "@kidsafe/contracts";
import { ACCOUNT_NAME_INPUT, Button, fieldErrorsOf, PasswordField, TextField, useFormFields } from "@kidsafe/ui";
import type { FormEvent } from "react";
import { useLogin } from "./use-login.ts";

const FIELDS = ["appName", "password"] as const;

/** App Name and Company Password; empty fields are named under the field and nothing is sent. */
export function LoginForm() {
  const login = useLogin();
  const form = useFormFields(FIELDS, { appName: "", password: "" });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (login.isPending) return;
    const parsed = AdvertiserLoginRequest.safeParse(form.values);
    if (!parsed.success) {
      form.showErrors(fieldErrorsOf(parsed.error, FIELDS));
      return;
    }
    form.showErrors({});
    login.mutate(parsed.data);
  }

  return (
    <form className="stacked-form" onSubmit={handleSubmit} noValidate>
      <TextField {...form.field("appName")} {...ACCOUNT_NAME_INPUT} label={ADVERTISER_TEXTS.appNameLabel} aria-required="true" />
      <PasswordField
        {...form.field("password")}
        label={ADVERTISER_TEXTS.companyPasswordLabel}
        autoComplete="current-password"
        aria-required="true"
      />
      <Button type="submit" size="lg" fullWidth loading={login.isPending}>
        {ADVERTISER_TEXTS.loginButton}
      </Button>
    </form>
  );
}
