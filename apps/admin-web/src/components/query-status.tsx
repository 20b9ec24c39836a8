import { errorText } from "../lib/api.ts";

/** A failed load or action, said once: what failed, then the server's own sentence. */
export function ConsoleError({ title, error }: { title: string; error: unknown }) {
  return (
    <div role="alert" className="console-error">
      <strong>{title}</strong>
      <p>{errorText(error, "")}</p>
    </div>
  );
}

interface QueryStatusProps {
  query: { isPending: boolean; isError: boolean; error: unknown };
  loading: string;
  failed: string;
  /** Said once the query has answered with nothing to show; false while there is something. */
  empty?: string | false;
}

/** Where a page's query stands while it has no rows to show: loading, failed, or answered with none. */
export function QueryStatus({ query, loading, failed, empty = false }: QueryStatusProps) {
  if (query.isPending) return <p role="status">{loading}</p>;
  if (query.isError) return <ConsoleError title={failed} error={query.error} />;
  return empty === false ? null : <p role="status">{empty}</p>;
}
