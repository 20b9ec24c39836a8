import { Button } from "@kidsafe/ui";
import { useMutation } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { CHILD_DAY_COPY } from "../../features/parent/child-day/child-day-copy.ts";
import { parentApi } from "../../lib/api/parent.ts";
import { ROUTES } from "../../lib/constants.ts";
import { plainMessage } from "../../lib/plain-message.ts";
import { ParentCard } from "./parent-card.tsx";

/**
 * /parent/unsubscribe?token=... from the weekly summary. Nothing changes until the button is pressed: mail scanners
 * open links, and a GET must not unsubscribe anyone.
 */
export function ParentUnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const unsubscribe = useMutation({ mutationFn: () => parentApi.unsubscribeWeeklySummary(token) });
  return (
    <ParentCard title={CHILD_DAY_COPY.unsubscribeTitle}>
      {token === "" ? (
        <p role="alert">{CHILD_DAY_COPY.missingToken}</p>
      ) : unsubscribe.isSuccess ? (
        <p role="status">{CHILD_DAY_COPY.unsubscribed}</p>
      ) : (
        <>
          {unsubscribe.isError && (
            <p className="parent-form-alert" role="alert">
              {plainMessage(unsubscribe.error)}
            </p>
          )}
          <Button type="button" size="lg" fullWidth loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
            {CHILD_DAY_COPY.unsubscribeButton}
          </Button>
        </>
      )}
      {(unsubscribe.isError || token === "") && <Link to={ROUTES.parent}>{CHILD_DAY_COPY.signInLink}</Link>}
    </ParentCard>
  );
}
