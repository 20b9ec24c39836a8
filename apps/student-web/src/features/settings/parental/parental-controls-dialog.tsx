import { FAMILY_TEXTS, GENERAL_TEXTS, PARENTAL_TEXTS, STUDY_MODE_TEXTS } from "@kidsafe/contracts";
import type { ParentalLimitsState } from "@kidsafe/contracts";
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, PasswordField, Spinner, toast } from "@kidsafe/ui";
import { useState } from "react";
import type { ChangeEvent, FormEvent } from "react";
import { NEW_PARENT_PASSWORD_COPY, newParentPasswordProblem } from "../../../components/new-parent-password.ts";
import { parentalLimitsApi } from "../../../lib/api/parental-limits.ts";
import { browserTimeZone } from "../../../lib/browser-time-zone.ts";
import { useParentPasswordIsRemote } from "../../family/use-parent-password-is-remote.ts";
import { DailyLimitFields } from "./daily-limit-fields.tsx";
import { dailyLimitInputsOf, parseDailyLimits } from "./limit-input.ts";
import type { DailyLimitInputs } from "./limit-input.ts";
import { useParentalLimits, useSetParentalLimitsState } from "./use-parental-limits.ts";

interface Fields extends DailyLimitInputs {
  password: string;
  /** The password typed again; asked only while a new parent password is being chosen. */
  confirm: string;
}
type FieldErrors = Partial<Record<keyof Fields, string>>;

function failureToast(error: unknown) {
  toast({ title: GENERAL_TEXTS.errorTitle, description: error instanceof Error ? error.message : String(error), variant: "destructive" });
}

/**
 * The daily message and time limits (our addition behind the 'App Locked' texts): shown to
 * everyone, changed only with the parent password. Saving also stores this browser's time zone, where
 * the child's day ends.
 */
export function ParentalControlsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const limits = useParentalLimits(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{PARENTAL_TEXTS.title}</DialogTitle>
        <DialogDescription>{PARENTAL_TEXTS.description}</DialogDescription>
        {limits.data === undefined ? (
          limits.isError ? (
            <p role="alert">{limits.error.message}</p>
          ) : (
            <Spinner label={PARENTAL_TEXTS.title} />
          )
        ) : (
          <LimitsForm state={limits.data} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The form follows the server's state while it shows (today's use grows; the dialog's read may land after it
 * opened), but what the parent has typed is theirs: a field shows the server's value only until it is edited.
 */
function LimitsForm({ state, onDone }: { state: ParentalLimitsState; onDone: () => void }) {
  const setState = useSetParentalLimitsState();
  const remotePassword = useParentPasswordIsRemote(state.parentPasswordSet);
  const [typed, setTyped] = useState<Partial<Fields>>({});
  const fields: Fields = {
    ...dailyLimitInputsOf(state),
    ...typed,
    password: typed.password ?? "",
    confirm: typed.confirm ?? "",
  };
  const choosingPassword = !state.parentPasswordSet;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState<"save" | "unlock" | "cancel-reset" | null>(null);

  const update = (name: keyof Fields, value: string) => {
    setTyped((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const passwordField = (name: "password" | "confirm") => ({
    value: fields[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => update(name, event.target.value),
    error: errors[name],
  });

  function passwordOrError(): string | null {
    if (fields.password.trim() !== "") return fields.password;
    setErrors((current) => ({ ...current, password: STUDY_MODE_TEXTS.passwordRequired }));
    return null;
  }

  async function run(kind: "save" | "unlock" | "cancel-reset", request: () => Promise<ParentalLimitsState>, doneTitle: string) {
    setPending(kind);
    try {
      setState(await request());
      toast({ title: doneTitle });
      onDone();
    } catch (error) {
      failureToast(error);
      setTyped((current) => ({ ...current, password: "", confirm: "" }));
    } finally {
      setPending(null);
    }
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending !== null) return;
    const limits = parseDailyLimits(fields);
    const password = passwordOrError();
    const newPassword = choosingPassword && password !== null ? newParentPasswordProblem(password, fields.confirm) : null;
    const nextErrors: FieldErrors = {
      ...("errors" in limits && limits.errors),
      ...(newPassword !== null && { [newPassword.field]: newPassword.message }),
    };
    setErrors((current) => ({ ...current, ...nextErrors }));
    if ("errors" in limits || password === null || newPassword !== null) return;
    void run(
      "save",
      () =>
        parentalLimitsApi.set({
          password,
          ...limits.limits,
          timeZone: browserTimeZone(),
        }),
      PARENTAL_TEXTS.saved,
    );
  }

  function unlock() {
    if (pending !== null) return;
    const password = passwordOrError();
    if (password !== null) void run("unlock", () => parentalLimitsApi.unlockToday(password), PARENTAL_TEXTS.unlocked);
  }

  function cancelReset() {
    if (pending !== null) return;
    const password = passwordOrError();
    if (password !== null) void run("cancel-reset", () => parentalLimitsApi.cancelPasswordReset(password), PARENTAL_TEXTS.resetCancelled);
  }

  const locked = state.today.messagesLocked || state.today.timeLocked;
  if (remotePassword) {
    return (
      <div className="parental-form">
        <p className="parental-usage" aria-live="polite">
          {PARENTAL_TEXTS.usageToday(state.today.messages, state.today.minutes)}
        </p>
        <p role="note">{FAMILY_TEXTS.parentPasswordRemote}</p>
      </div>
    );
  }
  return (
    <form className="parental-form" onSubmit={save} noValidate>
      <p className="parental-usage" aria-live="polite">
        {PARENTAL_TEXTS.usageToday(state.today.messages, state.today.minutes)}
      </p>
      {!state.parentPasswordSet && <p className="ks-muted">{PARENTAL_TEXTS.choosePassword}</p>}
      <DailyLimitFields values={fields} errors={errors} onChange={update} />
      <PasswordField
        {...passwordField("password")}
        label={PARENTAL_TEXTS.parentPassword}
        name="parent-password"
        autoComplete="off"
        hint={choosingPassword ? NEW_PARENT_PASSWORD_COPY.rules : undefined}
      />
      {choosingPassword && (
        <PasswordField
          {...passwordField("confirm")}
          label={NEW_PARENT_PASSWORD_COPY.confirmLabel}
          name="parent-password-confirm"
          autoComplete="new-password"
        />
      )}
      {state.parentPasswordResetAt !== null && (
        <p role="status" className="parental-reset">
          {PARENTAL_TEXTS.resetPending(new Date(state.parentPasswordResetAt).toLocaleString())}
        </p>
      )}
      <DialogFooter>
        {state.parentPasswordResetAt !== null && (
          <Button type="button" variant="secondary" loading={pending === "cancel-reset"} onClick={cancelReset}>
            {PARENTAL_TEXTS.cancelReset}
          </Button>
        )}
        {locked && state.parentPasswordSet && (
          <Button type="button" variant="secondary" loading={pending === "unlock"} onClick={unlock}>
            {PARENTAL_TEXTS.unlockToday}
          </Button>
        )}
        <Button type="submit" loading={pending === "save"}>
          {PARENTAL_TEXTS.save}
        </Button>
      </DialogFooter>
      {state.parentPasswordSet && state.parentPasswordResetAt === null && <ForgotParentPassword />}
    </form>
  );
}

/** The recovery path (docs/decisions.md): the child's account password starts a reset that waits out a cooling-off. */
function ForgotParentPassword() {
  const setState = useSetParentalLimitsState();
  const [open, setOpen] = useState(false);
  const [accountPassword, setAccountPassword] = useState("");
  const [pending, setPending] = useState(false);

  async function requestReset() {
    if (pending || accountPassword.trim() === "") return;
    setPending(true);
    try {
      setState(await parentalLimitsApi.requestPasswordReset(accountPassword));
      setOpen(false);
    } catch (error) {
      failureToast(error);
    } finally {
      setAccountPassword("");
      setPending(false);
    }
  }

  if (!open) {
    return (
      <Button type="button" variant="ghost" onClick={() => setOpen(true)}>
        {PARENTAL_TEXTS.forgotPassword}
      </Button>
    );
  }
  return (
    <div className="parental-reset">
      <p className="ks-muted">{PARENTAL_TEXTS.resetExplained}</p>
      <PasswordField
        label={PARENTAL_TEXTS.accountPassword}
        name="account-password"
        autoComplete="current-password"
        value={accountPassword}
        onChange={(event) => setAccountPassword(event.target.value)}
      />
      <Button type="button" variant="secondary" loading={pending} onClick={() => void requestReset()}>
        {PARENTAL_TEXTS.requestReset}
      </Button>
    </div>
  );
}
