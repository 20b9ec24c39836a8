import {
  SAFETY_EVENT_CATEGORIES,
  SAFETY_EVENT_CATEGORY_LABELS,
  SAFETY_EVENT_NEXT_STATUSES,
  SAFETY_EVENT_NOTE_MAX_LENGTH,
  SAFETY_EVENT_STATUSES,
  isCrisisCategory,
} from "@kidsafe/contracts";
import type { AdminSafetyEvent, AdminSafetyEventsQuery, SafetyEventStatusValue } from "@kidsafe/contracts";
import { Button, DescriptionList, optionsOf, toast } from "@kidsafe/ui";
import type { ButtonVariant } from "@kidsafe/ui";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ChoiceFilters } from "../../components/choice-filter.tsx";
import { ItemList } from "../../components/item-list.tsx";
import { nextPageOf } from "../../components/load-more.tsx";
import { ConsoleError, QueryStatus } from "../../components/query-status.tsx";
import { adminApi, queryKeys } from "../../lib/api.ts";
import { CompactTime } from "../../components/compact-time.tsx";
import { formatTime } from "../../lib/format.ts";
import { SAFETY_EVENTS_COPY as COPY, SAFETY_EVENT_STATUS_LABELS, SAFETY_EVENT_SURFACE_LABELS } from "./safety-events-copy.ts";

type Target = Exclude<SafetyEventStatusValue, "new">;
/** The button for each status an event can move on to. */
const MOVES: Readonly<Record<Target, { label: string; variant: ButtonVariant }>> = {
  reviewed: { label: COPY.markReviewed, variant: "secondary" },
  resolved: { label: COPY.resolve, variant: "primary" },
};
type SafetyEventsFilter = Pick<AdminSafetyEventsQuery, "status" | "category">;

// New events are the default filter, so "every status" comes last.
const FILTERS = [
  {
    key: "status",
    label: COPY.status,
    choices: [...optionsOf(SAFETY_EVENT_STATUSES, SAFETY_EVENT_STATUS_LABELS), { value: "", label: COPY.everyStatus }],
  },
  {
    key: "category",
    label: COPY.category,
    choices: [{ value: "", label: COPY.everyCategory }, ...optionsOf(SAFETY_EVENT_CATEGORIES, SAFETY_EVENT_CATEGORY_LABELS)],
  },
] as const;

/** The review queue: new events first (the default filter), newest first, a page of 50 at a time. */
export function SafetyEvents() {
  const [filter, setFilter] = useState<SafetyEventsFilter>({ status: "new", category: undefined });
  const events = useInfiniteQuery({
    queryKey: queryKeys.safetyEvents(filter),
    queryFn: ({ pageParam }) => adminApi.safetyEvents({ ...filter, before: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
    staleTime: 0,
  });
  const shown = events.data?.pages.flatMap((page) => page.events) ?? [];

  return (
    <div className="console-stack">
      <p>{COPY.intro}</p>
      <ChoiceFilters filters={FILTERS} value={filter} onChange={(next) => setFilter(next as SafetyEventsFilter)} />
      <QueryStatus query={events} loading={COPY.loading} failed={COPY.failed} empty={shown.length === 0 && COPY.empty(filter.status)} />
      <ItemList
        label={COPY.listLabel}
        rows={shown}
        item={(event) => <SafetyEventItem key={event.id} event={event} />}
        loadMore={nextPageOf(events, COPY.older)}
      />
      <p className="ks-muted">{COPY.retention}</p>
    </div>
  );
}

function SafetyEventItem({ event }: { event: AdminSafetyEvent }) {
  const [note, setNote] = useState("");
  const client = useQueryClient();
  const move = useMutation({
    mutationFn: (status: Target) => adminApi.updateSafetyEventStatus(event.id, { status, ...(note.trim() !== "" && { note }) }),
    onSuccess: (moved) => {
      toast({ title: COPY.moved(moved.status) });
      setNote("");
      void client.invalidateQueries({ queryKey: queryKeys.safetyEvents({}).slice(0, 2) });
    },
  });
  const next = SAFETY_EVENT_NEXT_STATUSES[event.status].filter((status): status is Target => status !== "new");
  const noteId = `safety-event-note-${event.id}`;

  return (
    <li className="console-item" aria-label={COPY.itemLabel(event.id)}>
      <p>
        <strong>{SAFETY_EVENT_CATEGORY_LABELS[event.category]}</strong>
        {isCrisisCategory(event.category) && <span className="console-crisis">{COPY.crisis}</span>} ·{" "}
        {SAFETY_EVENT_SURFACE_LABELS[event.surface]} · {COPY.age(event.age)} · <CompactTime iso={event.createdAt} /> ·{" "}
        <em>{SAFETY_EVENT_STATUS_LABELS[event.status]}</em>
      </p>
      <p className="ks-muted">{COPY.child(event.child.username)}</p>
      <DescriptionList
        className="console-exchange"
        items={[
          [COPY.childWrote, event.childMessage],
          [COPY.productAnswered, event.reply],
          [COPY.note, event.note],
        ]}
      />
      {event.reviewedAt !== null && <p className="ks-muted">{COPY.reviewedBy(event.reviewedBy, formatTime(event.reviewedAt))}</p>}
      {event.resolvedAt !== null && <p className="ks-muted">{COPY.resolvedBy(event.resolvedBy, formatTime(event.resolvedAt))}</p>}
      {next.length > 0 && (
        <div className="console-inline-form">
          <label className="console-grow" htmlFor={noteId}>
            {COPY.noteField}
            <textarea
              id={noteId}
              className="ks-input console-textarea"
              value={note}
              maxLength={SAFETY_EVENT_NOTE_MAX_LENGTH}
              rows={2}
              onChange={(change) => setNote(change.target.value)}
            />
          </label>
          {next.map((target) => (
            <Button
              key={target}
              size="sm"
              variant={MOVES[target].variant}
              disabled={move.isPending}
              loading={move.isPending && move.variables === target}
              onClick={() => move.mutate(target)}
            >
              {MOVES[target].label}
            </Button>
          ))}
        </div>
      )}
      {move.isError && <ConsoleError title={COPY.changeFailed} error={move.error} />}
    </li>
  );
}
