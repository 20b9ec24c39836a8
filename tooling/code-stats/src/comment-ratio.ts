/** What a source file holds: lines with code or comments (blank lines count as neither). */
export interface LineCounts {
  source: number;
  comment: number;
}

/**
 * Counts comment lines the way a reader meets them: a line is a comment line when it holds only a comment
 * (`// ...`, or a line of a block comment); a line of code with a trailing comment is a code line.
 */
export function countLines(text: string): LineCounts {
  let source = 0;
  let comment = 0;
  let inBlock = false;
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line === "") continue;
    source += 1;
    if (inBlock) {
      comment += 1;
      inBlock = !line.includes("*/");
    } else if (line.startsWith("//")) {
      comment += 1;
    } else if (line.startsWith("/*")) {
      comment += 1;
      inBlock = !line.includes("*/", 2);
    }
  }
  return { source, comment };
}

export function addCounts(a: LineCounts, b: LineCounts): LineCounts {
  return { source: a.source + b.source, comment: a.comment + b.comment };
}

export function ratioOf(counts: LineCounts): number {
  return counts.source === 0 ? 0 : counts.comment / counts.source;
}

export interface StaleComment {
  line: number;
  reason: string;
}

const STALE_PATTERNS: readonly { pattern: RegExp; reason: string }[] = [
  { pattern: /\bseed 00\d\b|§\s?\d/i, reason: "cites the specification's sections; docs/spec-map.md maps them" },
  { pattern: /\b20\d\d-\d\d-\d\d\b/, reason: "carries a date; history belongs in git" },
];

/** Comment lines whose content rots: citations of the specification's sections and dates. */
export function staleCommentsIn(text: string): StaleComment[] {
  const found: StaleComment[] = [];
  let inBlock = false;
  text.split("\n").forEach((raw, index) => {
    const line = raw.trim();
    const commentText = inBlock || line.startsWith("/*") ? line : line.includes("//") ? line.slice(line.indexOf("//")) : "";
    if (inBlock) inBlock = !line.includes("*/");
    else if (line.startsWith("/*")) inBlock = !line.includes("*/", 2);
    for (const { pattern, reason } of STALE_PATTERNS) if (pattern.test(commentText)) found.push({ line: index + 1, reason });
  });
  return found;
}
