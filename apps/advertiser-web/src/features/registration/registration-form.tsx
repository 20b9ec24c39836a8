import { ADVERTISER_TEXTS, REGISTRATION_TEXTS } from "@kidsafe/contracts";
import { Button, TextField, toast } from "@kidsafe/ui";
import { useRef, useState } from "react";
import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import { TextAreaField } from "../../components/text-area-field.tsx";
import { ROUTES } from "../../lib/constants.ts";
import { firstInvalid } from "../../lib/form-errors.ts";
import type { FieldErrors } from "../../lib/form-errors.ts";
import { pendingRegistrationStorage } from "../../lib/session-storage.ts";
import { checkRegistration, REGISTRATION_FIELDS } from "./registration-check.ts";
import type { RegistrationField, RegistrationValues } from "./registration-check.ts";
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
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<RegistrationField>>({});
  const fields = useRef<Partial<Record<RegistrationField, HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null>>>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkRegistration(values);
    if (!check.ok) {
      setErrors(check.errors);
      const field = firstInvalid(check.errors, REGISTRATION_FIELDS);
      if (field !== undefined) fields.current[field]?.focus();
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

  function update(field: RegistrationField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field] !== undefined) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  const keep = (field: RegistrationField) => (element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null) => {
    fields.current[field] = element;
  };

  return (
    <form className="stacked-form" onSubmit={handleSubmit} noValidate>
      <TextField
        ref={keep("appName")}
        label={ADVERTISER_TEXTS.appNameLabel}
        name="appName"
        autoComplete="username"
        aria-required="true"
        value={values.appName}
        onChange={(event) => update("appName", event.target.value)}
        error={errors.appName}
        hint={REGISTRATION_COPY.appNameHint}
      />
      <TextField
        ref={keep("appUrl")}
        label={REGISTRATION_TEXTS.appUrlLabel}
        name="appUrl"
        type="text"
        inputMode="url"
        autoComplete="url"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={REGISTRATION_COPY.appUrlPlaceholder}
        aria-required="true"
        value={values.appUrl}
        onChange={(event) => update("appUrl", event.target.value)}
        error={errors.appUrl}
      />
      <TextAreaField
        ref={keep("appDescription")}
        label={REGISTRATION_TEXTS.appDescriptionLabel}
        hint={REGISTRATION_COPY.appDescriptionHint}
        name="appDescription"
        rows={4}
        aria-required="true"
        value={values.appDescription}
        onChange={(event) => update("appDescription", event.target.value)}
        error={errors.appDescription}
      />
      <AgeRangeFields
        minAge={values.minAge}
        maxAge={values.maxAge}
        errors={{ minAge: errors.minAge, maxAge: errors.maxAge }}
        onChange={update}
        refs={{ minAge: keep("minAge"), maxAge: keep("maxAge") }}
      />
      <TextField
        ref={keep("password")}
        label={ADVERTISER_TEXTS.companyPasswordLabel}
        name="password"
        type="password"
        autoComplete="new-password"
        aria-required="true"
        value={values.password}
        onChange={(event) => update("password", event.target.value)}
        error={errors.password}
      />
      <TextField
        ref={keep("confirmPassword")}
        label={REGISTRATION_TEXTS.confirmPasswordLabel}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        aria-required="true"
        value={values.confirmPassword}
        onChange={(event) => update("confirmPassword", event.target.value)}
        error={errors.confirmPassword}
      />
      <Button type="submit" size="lg" fullWidth>
        {REGISTRATION_TEXTS.continueButton}
      </Button>
    </form>
  );
}
