import { MODERATION_SURFACES, MODERATION_SURFACE_LABELS } from "@kidsafe/contracts";
import type { AdminBlockedAnswers, AdminBlockedAnswersQuery, ModerationSurfaceValue } from "@kidsafe/contracts";
import { Button, Input, optionsOf } from "@kidsafe/ui";
import { useQuery } from "@tanstack/react-query";
import { Fragment, useEffect, useState } from "react";
import type { FormEvent } from "react";
import { ChoiceFilter } from "../../components/choice-filter.tsx";
import { QueryStatus } from "../../components/query-status.tsx";
import { TableScroll } from "../../components/table-scroll.tsx";
import { adminApi, queryKeys } from "../../lib/api.ts";
import { BLOCKED_ANSWERS_COPY as COPY, headingOf } from "./blocked-answers-copy.ts";

const SURFACE_CHOICES = [{ value: "", label: COPY.everySurface }, ...optionsOf(MODERATION_SURFACES, MODERATION_SURFACE_LABELS)];

/**
 * Reply moderation's refusals: days as rows (newest first, every day of the range), categories as columns with the
 * rubric's labels, totals; a date range and a surface to narrow it. Without dates the server shows the last 14 days.
 */
export function BlockedAnswers() {
  const [query, setQuery] = useState<AdminBlockedAnswersQuery>({});
  const [draft, setDraft] = useState({ from: "", to: "", surface: "" });
  const counts = useQuery({ queryKey: queryKeys.blockedAnswers(query), queryFn: () => adminApi.blockedAnswers(query), staleTime: 0 });
  const shown = counts.data;

  // The fields start empty (the server's default range) and then show the range it chose.
  useEffect(() => {
    if (shown) setDraft((current) => (current.from === "" && current.to === "" ? { ...current, from: shown.from, to: shown.to } : current));
  }, [shown]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery({
      from: draft.from || undefined,
      to: draft.to || undefined,
      surface: (draft.surface || undefined) as ModerationSurfaceValue | undefined,
    });
  };
  const reset = () => {
    setDraft({ from: "", to: "", surface: "" });
    setQuery({});
  };

  return (
    <div className="console-stack">
      <p>{COPY.intro}</p>
      <form className="console-filters" onSubmit={submit} aria-label="Range">
        <label className="console-filter">
          {COPY.from}
          <Input type="date" value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
        </label>
        <label className="console-filter">
          {COPY.to}
          <Input type="date" value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
        </label>
        <ChoiceFilter
          label={COPY.surface}
          value={draft.surface}
          choices={SURFACE_CHOICES}
          onChange={(surface) => setDraft({ ...draft, surface })}
        />
        <Button type="submit" loading={counts.isFetching}>
          {COPY.show}
        </Button>
        <Button type="button" variant="ghost" onClick={reset}>
          {COPY.lastFourteenDays}
        </Button>
      </form>
      <QueryStatus query={counts} loading={COPY.loading} failed={COPY.failed} />
      {shown && !counts.isError && <CountsTable counts={shown} />}
      <p className="ks-muted">{COPY.layers}</p>
    </div>
  );
}

function CountsTable({ counts }: { counts: AdminBlockedAnswers }) {
  if (counts.total === 0) return <p role="status">{COPY.empty(counts.from, counts.to)}</p>;
  return (
    <>
      <TableScroll label={COPY.tableRegion}>
        <table className="console-table console-counts">
          <caption>{COPY.caption(counts.from, counts.to)}</caption>
          <thead>
            <tr>
              <th scope="col">{COPY.day}</th>
              {counts.categories.map((column) => (
                <th scope="col" key={column.category}>
                  {headingOf(column.label)}
                </th>
              ))}
              <th scope="col">{COPY.total}</th>
            </tr>
          </thead>
          <tbody>
            {counts.days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{day.day}</th>
                {counts.categories.map((column) => (
                  <Count key={column.category} value={day.counts[column.category] ?? 0} />
                ))}
                <Count value={day.total} strong />
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{COPY.total}</th>
              {counts.categories.map((column) => (
                <Count key={column.category} value={column.total} strong />
              ))}
              <Count value={counts.total} strong />
            </tr>
          </tfoot>
        </table>
      </TableScroll>
      <h2>{COPY.surfaces}</h2>
      <dl className="console-facts">
        {counts.surfaces.map((entry) => (
          <Fragment key={entry.surface}>
            <dt>{MODERATION_SURFACE_LABELS[entry.surface]}</dt>
            <dd>{entry.total}</dd>
          </Fragment>
        ))}
      </dl>
    </>
  );
}

function Count({ value, strong = false }: { value: number; strong?: boolean }) {
  const className = [value === 0 ? "console-zero" : "", strong ? "console-strong" : ""].filter(Boolean).join(" ");
  return <td className={className || undefined}>{value}</td>;
}
