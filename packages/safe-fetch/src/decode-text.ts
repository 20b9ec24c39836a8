/** An unknown charset label falls back to UTF-8 rather than failing the page. */
export function decodeText(body: Buffer, contentType: string): string {
  const label = charsetFromHeader(contentType) ?? charsetFromMeta(body) ?? "utf-8";
  return new TextDecoder(supported(label) ? label : "utf-8").decode(body);
}

function charsetFromHeader(contentType: string): string | undefined {
  return /;\s*charset\s*=\s*"?([\w.:-]+)"?/i.exec(contentType)?.[1];
}

function charsetFromMeta(body: Buffer): string | undefined {
  const head = body.subarray(0, 1024).toString("latin1");
  return /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1];
}

function supported(label: string): boolean {
  try {
    new TextDecoder(label);
    return true;
  } catch {
    return false;
  }
}
