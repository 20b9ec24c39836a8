/** The browser's own time zone (IANA), sent when a parent saves limits: the child's day ends at midnight there. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}
