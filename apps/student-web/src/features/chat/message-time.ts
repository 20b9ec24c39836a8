/** A message shows the hour and minute it was sent, in the reader's own clock format. */
export function formatMessageTime(isoDateTime: string, locale?: string): string {
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleTimeString(locale, { hour: "2-digit", minute: "2-digit" });
}
