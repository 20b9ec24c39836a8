import { formatCompactTime, formatFullTime } from "../lib/format.ts";

/** A moment on one line, with the whole timestamp in its tooltip and in `dateTime` for assistive technology. */
export function CompactTime({ iso }: { iso: string }) {
  return (
    <time className="console-time" dateTime={iso} title={formatFullTime(iso)}>
      {formatCompactTime(iso)}
    </time>
  );
}
