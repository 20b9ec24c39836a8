import { ADVERTISER_TEXTS, REGISTRATION_TEXTS } from "@kidsafe/contracts";
import { Button, PasswordField, TextField, toast, useFormFields } from "@kidsafe/ui";
import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import { TextAreaField } from "../../components/text-area-field.tsx";
import { ROUTES } from "../../lib/constants.ts";
import { pendingRegistrationStorage } from "../../lib/session-storage.ts";
import { checkRegistration, REGISTRATION_FIELDS } from "./registration-check.ts";
import type { RegistrationValues } from "./registration-check.ts";
import { AgeRangeFields } from "./age-range-fields.tsx";
import { REGISTRATION_COPY } from "./registration-copy.ts";

/** A draft kept from an earlier try (after 'Try Different Website') fills the form again, passwords aside. */
function initialValues(): RegistrationValues {
  const draft = pendingRegistrationStorage.read();
  return {
    appName: draft?.appName ?? "",
    appUrl: draft?.appUrl ?? "",
    appDescription: draft?.appDescription ?? "",
    minAge: draft ? String(draft.minAge) : "",
    maxAge: draft ? String(draft.maxAge) : "",
    password: "",
    confirmPassword: "",
  };
}

/**
 * The registration form. A valid form is kept in session storage (`pendingRegistration`) and the
 * advertiser goes on to the safety check; nothing is sent from here.
 */
export function RegistrationForm() {
  const navigate = useNavigate();
  const form = useFormFields(REGISTRATION_FIELDS, initialValues);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkRegistration(form.values);
    if (!check.ok) {
      form.showErrors(check.errors);
      if (check.passwordsDiffer) {
        toast({
          title: REGISTRATION_TEXTS.passwordsMismatchTitle,
          description: REGISTRATION_TEXTS.passwordsMismatchDescription,
          variant: "destructive",
        });
      }
      return;
    }
    pendingRegistrationStorage.write(check.registration);
    void navigate(ROUTES.safetyCheck);
  }

  return (
    <form className="stacked-form" onSubmit={handleSubmit} noValidate>
      <TextField
        {...form.field("appName")}
        label={ADVERTISER_TEXTS.appNameLabel}
        autoComplete="username"
        aria-required="true"
        hint={REGISTRATION_COPY.appNameHint}
      />
      <TextField
        {...form.field("appUrl")}
        label={REGISTRATION_TEXTS.appUrlLabel}
        type="text"
        inputMode="url"
        autoComplete="url"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={REGISTRATION_COPY.appUrlPlaceholder}
        aria-required="true"
      />
      <TextAreaField
        {...form.field("appDescription")}
        label={REGISTRATION_TEXTS.appDescriptionLabel}
        hint={REGISTRATION_COPY.appDescriptionHint}
        rows={4}
        aria-required="true"
      />
      <AgeRangeFields
        minAge={form.values.minAge}
        maxAge={form.values.maxAge}
        errors={{ minAge: form.errors.minAge, maxAge: form.errors.maxAge }}
        onChange={form.update}
        refs={{ minAge: form.elementRef("minAge"), maxAge: form.elementRef("maxAge") }}
      />
      <PasswordField
        {...form.field("password")}
        label={ADVERTISER_TEXTS.companyPasswordLabel}
        autoComplete="new-password"
        aria-required="true"
      />
      <PasswordField
        {...form.field("confirmPassword")}
        label={REGISTRATION_TEXTS.confirmPasswordLabel}
        autoComplete="new-password"
        aria-required="true"
      />
      <Button type="submit" size="lg" fullWidth>
        {REGISTRATION_TEXTS.continueButton}
      </Button>
    </form>
  );
}
