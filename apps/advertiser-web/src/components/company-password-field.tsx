import { ADVERTISER_TEXTS } from "@kidsafe/contracts";
import { PasswordField, toast } from "@kidsafe/ui";
import { useState } from "react";
import type { FormEvent } from "react";

/**
 * The company password asked again before a protected view (the portal, the billing view). An empty one is
 * refused here with 'Password Required'; `submit` gets the rest. `clear` empties the field after a
 * failed try.
 */
export function useCompanyPassword(submit: (password: string) => void, busy: boolean) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (password.trim() === "") {
      setError(ADVERTISER_TEXTS.passwordRequired);
      toast({ title: ADVERTISER_TEXTS.passwordRequiredTitle, description: ADVERTISER_TEXTS.passwordRequired, variant: "destructive" });
      return;
    }
    submit(password);
  }

  return { password, error, setPassword, setError, handleSubmit, clear: () => setPassword("") };
}

export function CompanyPasswordField({ label, form }: { label: string; form: ReturnType<typeof useCompanyPassword> }) {
  return (
    <PasswordField
      label={label}
      name="password"
      autoComplete="current-password"
      aria-required="true"
      autoFocus
      value={form.password}
      onChange={(event) => {
        form.setPassword(event.target.value);
        form.setError(undefined);
      }}
      error={form.error}
    />
  );
}
