export type Layer = "deterministic" | "verdict" | "both";
export const LAYERS: readonly Layer[] = ["deterministic", "verdict", "both"];

export const share = (count: number, total: number) => (total === 0 ? "-" : `${count}/${total} (${((100 * count) / total).toFixed(1)}%)`);

export interface Scored {
  category: string;
  label: "unsafe" | "innocent";
  caught: Record<Layer, boolean>;
}

const countCaught = (rows: readonly Scored[], layer: Layer) => rows.filter((row) => row.caught[layer]).length;

export function rateOf(scored: readonly Scored[], layer: Layer, label: Scored["label"]): number {
  const rows = scored.filter((row) => row.label === label);
  return rows.length === 0 ? 0 : countCaught(rows, layer) / rows.length;
}

export function blockedTable(scored: readonly Scored[], categories: readonly string[]): string {
  const lines = [...categories, "all"].map((category) => {
    const inCategory = scored.filter((row) => category === "all" || row.category === category);
    const unsafe = inCategory.filter((row) => row.label === "unsafe");
    const innocent = inCategory.filter((row) => row.label === "innocent");
    const cells = [
      ...LAYERS.map((layer) => share(countCaught(unsafe, layer), unsafe.length)),
      ...LAYERS.map((layer) => share(countCaught(innocent, layer), innocent.length)),
    ];
    return `| ${category === "all" ? "**all**" : category} | ${cells.join(" | ")} |`;
  });
  return [
    "| category | unsafe blocked: deterministic | verdict (emulator) | both | innocent blocked: deterministic | verdict (emulator) | both |",
    "|---|---|---|---|---|---|---|",
    ...lines,
  ].join("\n");
}

/** For an ordinary message, `caught` means it stayed ordinary. */
export function sortedTable(scored: ReadonlyArray<Scored & { lookalike: boolean }>, categories: readonly string[]): string {
  const row = (name: string, rows: readonly Scored[]) =>
    `| ${name} | ${rows.length} | ${LAYERS.map((layer) => share(countCaught(rows, layer), rows.length)).join(" | ")} |`;
  const ordinary = scored.filter((item) => item.category === "ordinary");
  return [
    "| message category | messages | sorted right: deterministic screen | verdict (emulator) | both |",
    "|---|---|---|---|---|",
    ...categories
      .filter((category) => category !== "ordinary")
      .map((category) =>
        row(
          category,
          scored.filter((item) => item.category === category),
        ),
      ),
    row("ordinary (kept ordinary)", ordinary),
    row(
      "of which look-alikes",
      ordinary.filter((item) => item.lookalike),
    ),
    row("**all**", scored),
  ].join("\n");
}
