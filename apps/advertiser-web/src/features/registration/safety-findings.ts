/**
 * The check's findings as a list a developer can scan: one sentence each, and every address on the checked website
 * shortened to its path, since the website itself is named once above them.
 */
export function safetyFindings(details: string, checkedUrl: string): string[] {
  const origin = originOf(checkedUrl);
  return details
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => (origin === null ? sentence : shortenAddresses(sentence, origin)).trim())
    .filter((sentence) => sentence !== "");
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function shortenAddresses(sentence: string, origin: string): string {
  return sentence.replace(/https?:\/\/[^\s"'()<>]+/g, (address) => {
    // A sentence's own full stop is not part of the address.
    const [, body = address, end = ""] = /^(.*?)([.,;:!?]*)$/.exec(address) ?? [];
    if (originOf(body) !== origin) return address;
    const url = new URL(body);
    return `${url.pathname}${url.search}${end}`;
  });
}
