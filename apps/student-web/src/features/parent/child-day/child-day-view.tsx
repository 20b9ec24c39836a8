import type { ChildDay } from "@kidsafe/contracts";
import { Button, Spinner } from "@kidsafe/ui";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { parentApi } from "../../../lib/api/parent.ts";
import { ROUTES } from "../../../lib/constants.ts";
import { plainMessage } from "../../../lib/plain-message.ts";
import { ConversationsDialog } from "../conversations-dialog.tsx";
import { OpenDialogButton, useDialogChoice } from "../dialog-choice.tsx";
import { childDayKey } from "../parent-query-keys.ts";
import { PARENT_COPY } from "../parent-copy.ts";
import { CHILD_DAY_COPY } from "./child-day-copy.ts";
import { TodayTime, WeekTime } from "./feature-time.tsx";
import { RulesEditor } from "./rules-editor.tsx";
import { SafetyEventsList } from "./safety-events-list.tsx";
import { SearchesDialog } from "./searches-dialog.tsx";

/** A child's day at a glance, phone first: safety events before anything else, then time, subjects and the rules. */
export function ChildDayView({ childId, openEventId }: { childId: number; openEventId: string | null }) {
  const day = useQuery({ queryKey: childDayKey(childId), queryFn: ({ signal }) => parentApi.childDay(childId, signal), staleTime: 0 });
  if (day.isPending) return <Spinner label={CHILD_DAY_COPY.loading} />;
  if (day.isError) {
    return (
      <div role="alert" className="parent-section">
        <p>{plainMessage(day.error)}</p>
        <Button type="button" variant="secondary" size="sm" onClick={() => void day.refetch()}>
          {PARENT_COPY.retry}
        </Button>
        <BackLink />
      </div>
    );
  }
  return <ChildDayContent day={day.data} openEventId={openEventId} />;
}

function BackLink() {
  return (
    <Link to={ROUTES.parent} className="child-day-back">
      {CHILD_DAY_COPY.backToChildren}
    </Link>
  );
}

function ChildDayContent({ day, openEventId }: { day: ChildDay; openEventId: string | null }) {
  const { child } = day;
  return (
    <div className="child-day">
      <header className="child-day-header">
        <BackLink />
        <h1>{CHILD_DAY_COPY.pageTitle(child.username)}</h1>
        {day.quietNow && <p className="child-day-quiet">{CHILD_DAY_COPY.quietNow}</p>}
      </header>
      <SafetyEventsList events={day.events} openEventId={openEventId} />
      <TodayTime today={day.today} limits={day.rules.featureLimits} />
      <WeekTime week={day.week} />
      <section className="parent-section" aria-labelledby="subjects-title">
        <h2 id="subjects-title">{CHILD_DAY_COPY.subjectsTitle}</h2>
        {day.subjects.length === 0 ? (
          <p className="ks-muted">{CHILD_DAY_COPY.noSubjects}</p>
        ) : (
          <ol className="child-subjects">
            {day.subjects.map((subject) => (
              <li key={subject.subject}>{subject.subject}</li>
            ))}
          </ol>
        )}
        <p>{CHILD_DAY_COPY.studyModeExits(day.studyModeExits)}</p>
      </section>
      <Transcripts day={day} />
      <RulesEditor key={child.id} childId={child.id} rules={day.rules} />
    </div>
  );
}

/** An under-13's conversations and searches; for a teen, why they are not shown. */
function Transcripts({ day }: { day: ChildDay }) {
  const { chosen: open, choose: setOpen, dialogProps: openProps } = useDialogChoice<"conversations" | "searches">();
  if (!day.transcriptsVisible) return <p className="child-day-teen">{CHILD_DAY_COPY.teenTranscripts}</p>;
  const dialogProps = (name: "conversations" | "searches") => ({ child: day.child, ...openProps(name) });
  return (
    <div className="child-day-transcripts">
      <OpenDialogButton onOpen={() => setOpen("conversations")}>{PARENT_COPY.conversations.open}</OpenDialogButton>
      <OpenDialogButton onOpen={() => setOpen("searches")}>{CHILD_DAY_COPY.searches.open}</OpenDialogButton>
      {open === "conversations" && <ConversationsDialog {...dialogProps("conversations")} />}
      {open === "searches" && <SearchesDialog {...dialogProps("searches")} />}
    </div>
  );
}
