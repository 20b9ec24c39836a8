import { PERMISSION_TOAST_MS } from "@kidsafe/contracts";
import { Button, buttonClassName, toast } from "@kidsafe/ui";
import { useState } from "react";
import { Link } from "react-router";
import { ROUTES } from "../../lib/constants.ts";
import { useCurrentUser } from "../auth/use-auth.ts";
import { DeleteAccountDialog } from "./delete-account-dialog.tsx";
import { PRIVACY_COPY, PRIVACY_SETTINGS_SECTION_ID } from "./privacy-copy.ts";
import { useDeleteAccount } from "./use-delete-account.ts";

/** Section 14 of the privacy policy: camera/microphone help (a toast for 8 s) and 'Delete My Account'. */
export function PrivacySettingsSection() {
  const { user } = useCurrentUser();
  return (
    <section
      id={PRIVACY_SETTINGS_SECTION_ID}
      className="policy-section privacy-settings"
      aria-labelledby={`${PRIVACY_SETTINGS_SECTION_ID}-title`}
    >
      <h2 id={`${PRIVACY_SETTINGS_SECTION_ID}-title`}>14. {PRIVACY_COPY.privacySettings}</h2>
      <p>{PRIVACY_COPY.settingsIntro}</p>
      <Button
        type="button"
        variant="secondary"
        onClick={() =>
          toast({ title: PRIVACY_COPY.permissionsTitle, description: PRIVACY_COPY.permissionsDescription, durationMs: PERMISSION_TOAST_MS })
        }
      >
        {PRIVACY_COPY.permissionsButton}
      </Button>
      <p>{PRIVACY_COPY.deleteIntro}</p>
      {user === null ? (
        <p className="privacy-signed-out">
          {PRIVACY_COPY.signedOutDelete}{" "}
          <Link className={buttonClassName({ size: "sm" })} to={ROUTES.auth}>
            {PRIVACY_COPY.loginLink}
          </Link>
        </p>
      ) : (
        <DeleteAccount userId={user.id} />
      )}
    </section>
  );
}

function DeleteAccount({ userId }: { userId: number }) {
  const [open, setOpen] = useState(false);
  const deletion = useDeleteAccount(userId);
  return (
    <>
      <Button type="button" variant="destructive" onClick={() => setOpen(true)} disabled={deletion.isSuccess}>
        {PRIVACY_COPY.deleteAccount}
      </Button>
      <DeleteAccountDialog
        open={open}
        onOpenChange={setOpen}
        pending={deletion.isPending}
        onSubmit={(password) =>
          deletion.mutateAsync(password).then(
            () => true,
            () => false,
          )
        }
      />
    </>
  );
}
