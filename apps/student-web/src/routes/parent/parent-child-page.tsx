import { ChildId } from "@kidsafe/contracts";
import { PageSpinner } from "@kidsafe/ui";
import { useParams, useSearchParams } from "react-router";
import { ChildDayView } from "../../features/parent/child-day/child-day-view.tsx";
import { PARENT_COPY } from "../../features/parent/parent-copy.ts";
import { useParent } from "../../features/parent/use-parent.ts";
import { ParentSignInPage } from "./parent-sign-in-page.tsx";

/**
 * /parent/children/:childId, where alert mails lead (`?event=` opens that event). A parent who is signed out signs in
 * right here and lands on the same child and event.
 */
export function ParentChildPage() {
  const parent = useParent();
  const params = useParams();
  const [search] = useSearchParams();
  const childId = ChildId.safeParse({ childId: params.childId });
  if (parent.isPending) return <PageSpinner label={PARENT_COPY.checking} />;
  if (parent.data === null || parent.data === undefined) return <ParentSignInPage />;
  if (!childId.success) return <p role="alert">{PARENT_COPY.notYourChild}</p>;
  return <ChildDayView key={childId.data.childId} childId={childId.data.childId} openEventId={search.get("event")} />;
}
