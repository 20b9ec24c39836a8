import { AdvertiserRegistrationForm, normalizeAppUrl, PendingRegistration, PREVIEW_TEXTS } from "@kidsafe/contracts";
import { fieldErrorsOf } from "@kidsafe/ui";
import type { FieldErrors } from "@kidsafe/ui";

export const REGISTRATION_FIELDS = ["appName", "appUrl", "appDescription", "minAge", "maxAge", "password", "confirmPassword"] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
export type RegistrationValues = Record<RegistrationField, string>;

export type RegistrationCheck =
  { ok: true; registration: PendingRegistration } | { ok: false; errors: FieldErrors<RegistrationField>; passwordsDiffer: boolean };

/**
 * Every field required, the confirmation equal to the password, 'https://' put in front of a URL
 * not starting with 'http', the email set to the app name, and the ages the app is for chosen (no default). The result is what `pendingRegistration` keeps.
 */
export function checkRegistration(values: RegistrationValues): RegistrationCheck {
  const form = AdvertiserRegistrationForm.safeParse(values);
  if (!form.success) {
    const errors = fieldErrorsOf(form.error, REGISTRATION_FIELDS);
    const passwordsDiffer = values.password !== "" && values.confirmPassword !== values.password;
    return { ok: false, errors, passwordsDiffer };
  }
  const { appName, appUrl, appDescription, minAge, maxAge, password } = form.data;
  const registration = PendingRegistration.safeParse({
    appName,
    appUrl: normalizeAppUrl(appUrl),
    appDescription,
    minAge,
    maxAge,
    email: appName,
    password,
  });
  if (!registration.success) return { ok: false, errors: { appUrl: PREVIEW_TEXTS.invalidUrl }, passwordsDiffer: false };
  return { ok: true, registration: registration.data };
}
