import { FAMILY_TEXTS } from "@kidsafe/contracts";
import { Button, Card, FieldError, Label, Logo } from "@kidsafe/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { FormEvent } from "react";
import { familyApi } from "../../lib/api/family.ts";
import { PRODUCT_NAME } from "../../lib/constants.ts";
import { plainMessage } from "../../lib/plain-message.ts";
import { usePreferences } from "../preferences/use-preferences.ts";
import { BirthYearOptionList } from "./birth-year-option-list.tsx";
import { ageOptionOf } from "./birth-year-options.ts";
import { FAMILY_STATUS_QUERY_KEY } from "./family-query-keys.ts";
import { FAMILY_COPY } from "./family-copy.ts";
import { useSetFamilyStatus } from "./use-family-status.ts";

/**
 * The age question after sign-up (and once for older accounts): the birth year, nothing chosen until the child
 * chooses, and no word about what it changes. The answer also sets the age the answers are written for.
 */
export function BirthYearScreen() {
  const selectId = useId();
  const errorId = `${selectId}-error`;
  const [year, setYear] = useState("");
  const [error, setError] = useState<string | undefined>();
  const { setPreference } = usePreferences();
  const setStatus = useSetFamilyStatus();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: familyApi.setBirthYear,
    onSuccess: (status, birthYear) => {
      setPreference("age", ageOptionOf(birthYear, new Date()));
      setStatus(status);
    },
    onError: (failure) => {
      setError(plainMessage(failure));
      // Already answered (another tab): the status read again shows the app.
      void queryClient.invalidateQueries({ queryKey: FAMILY_STATUS_QUERY_KEY });
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    if (year === "") {
      setError(FAMILY_TEXTS.birthYearRequired);
      return;
    }
    setError(undefined);
    save.mutate(Number(year));
  }

  return (
    <main className="auth-page">
      <div className="auth-brand">
        <Logo size={72} />
        <p className="auth-product-name ks-gradient-text">{PRODUCT_NAME}</p>
      </div>
      <Card className="auth-card">
        <form className="credentials-form" onSubmit={submit} noValidate>
          <h1 className="family-question">
            <Label htmlFor={selectId}>{FAMILY_TEXTS.birthYearQuestion}</Label>
          </h1>
          <select
            id={selectId}
            name="birth-year"
            className="ks-input"
            value={year}
            aria-invalid={error !== undefined || undefined}
            aria-describedby={error !== undefined ? errorId : undefined}
            onChange={(event) => {
              setYear(event.target.value);
              setError(undefined);
            }}
          >
            <BirthYearOptionList placeholder={FAMILY_COPY.birthYearPlaceholder} />
          </select>
          <FieldError id={errorId}>{error}</FieldError>
          <Button type="submit" size="lg" fullWidth loading={save.isPending}>
            {FAMILY_COPY.continue}
          </Button>
        </form>
      </Card>
    </main>
  );
}
