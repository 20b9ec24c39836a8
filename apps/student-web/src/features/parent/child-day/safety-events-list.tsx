import type { ParentSafetyEvent } from "@kidsafe/contracts";
import { classNames, DescriptionList } from "@kidsafe/ui";
import { useEffect, useRef } from "react";
import { CHILD_DAY_COPY } from "./child-day-copy.ts";

export const formatEventTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });

/**
 * The week's safety events, newest first, crisis ones marked. The event an alert mail links to (`openEventId`) is
 * opened and brought to the top of the screen, so a worried parent sees it without scrolling.
 */
export function SafetyEventsList({ events, openEventId }: { events: readonly ParentSafetyEvent[]; openEventId: string | null }) {
  return (
    <section className="parent-section child-events" aria-labelledby="events-title">
      <h2 id="events-title">{CHILD_DAY_COPY.eventsTitle}</h2>
      {events.length === 0 ? (
        <p className="ks-muted">{CHILD_DAY_COPY.noEvents}</p>
      ) : (
        <ol className="child-event-list">
          {events.map((event) => (
            <SafetyEventItem key={event.id} event={event} open={event.id === openEventId} />
          ))}
        </ol>
      )}
    </section>
  );
}

function SafetyEventItem({ event, open }: { event: ParentSafetyEvent; open: boolean }) {
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    // jsdom has no scrollIntoView; a browser always does.
    if (open) ref.current?.scrollIntoView?.({ block: "start" });
  }, [open]);
  const titleId = `event-${event.id}-title`;
  return (
    <li
      ref={ref}
      id={`event-${event.id}`}
      className={classNames("child-event", event.crisis && "child-event--crisis", open && "child-event--open")}
      aria-labelledby={titleId}
      aria-current={open ? "true" : undefined}
      data-crisis={event.crisis}
    >
      <article>
        <header className="child-event-header">
          <h3 id={titleId}>{event.label}</h3>
          {event.crisis && <span className="child-event-badge">{CHILD_DAY_COPY.crisis}</span>}
        </header>
        <p className="ks-muted">
          <time dateTime={event.createdAt}>{formatEventTime(event.createdAt)}</time>
          {` · ${CHILD_DAY_COPY.surface[event.surface]}`}
        </p>
        <p>{event.summary}</p>
        {event.childMessage !== null && (
          <details className="child-event-words" open={open}>
            <summary>{CHILD_DAY_COPY.showDetails}</summary>
            <DescriptionList
              items={[
                [CHILD_DAY_COPY.childWrote, event.childMessage],
                [CHILD_DAY_COPY.replyWas, event.reply],
              ]}
            />
          </details>
        )}
      </article>
    </li>
  );
}
