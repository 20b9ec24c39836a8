import { STUDY_MODE_TEXTS } from "@kidsafe/contracts";
import { Button, PasswordField } from "@kidsafe/ui";
import { useId } from "react";
import type { FormEvent } from "react";
import { useTypedPassword } from "../../components/use-typed-password.ts";
import { enterFullscreen } from "./fullscreen.ts";
import { STUDY_MODE_COPY } from "./study-mode-copy.ts";
import { useStudyModeToggle } from "./use-study-mode-toggle.ts";

/**
 * What covers the app while study mode is on outside fullscreen (left, or a reload): the child goes back to
 * fullscreen, or a parent turns study mode off with the parent password. Nothing else is reachable meanwhile.
 */
export function StudyModeLockScreen({ onUnlocked }: { onUnlocked: () => void }) {
  const titleId = useId();
  const { disable, pending } = useStudyModeToggle();
  const password = useTypedPassword();

  function backToFullscreen() {
    // In the click itself: browsers allow fullscreen only during a gesture.
    void enterFullscreen().then((entered) => {
      if (entered) onUnlocked();
    });
  }

  function turnOff(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (password.value.trim() === "") {
      password.setError(STUDY_MODE_TEXTS.passwordRequired);
      return;
    }
    void disable(password.value).then((result) => {
      password.setValue("");
      if (result === "done") onUnlocked();
    });
  }

  return (
    <div className="study-mode-lock" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <div className="study-mode-lock__card">
        <h2 id={titleId}>{STUDY_MODE_COPY.lockTitle}</h2>
        <p>{STUDY_MODE_COPY.lockDescription}</p>
        <Button type="button" onClick={backToFullscreen}>
          {STUDY_MODE_COPY.backToFullscreen}
        </Button>
        <form onSubmit={turnOff} noValidate className="study-mode-lock__form">
          <PasswordField {...password.field} label={STUDY_MODE_COPY.passwordLabel} name="parent-password" autoComplete="off" />
          <Button type="submit" variant="secondary" loading={pending}>
            {STUDY_MODE_COPY.confirmDisable}
          </Button>
        </form>
      </div>
    </div>
  );
}
