/** A repository factory grown past this holds more than one aggregate and is split (CONTRIBUTING.md). */
export const MAX_REPOSITORY_FACTORY_LINES = 160;

export interface FactoryLength {
  name: string;
  /** 1-based line of `export function createXRepository(`. */
  line: number;
  lines: number;
}

/** Each top-level `createXRepository` factory in a file, from its signature to its closing brace at column 0. */
export function repositoryFactoriesIn(text: string): FactoryLength[] {
  const lines = text.split("\n");
  const found: FactoryLength[] = [];
  lines.forEach((line, index) => {
    const name = /^export function (create\w+Repository)\(/.exec(line)?.[1];
    if (name === undefined) return;
    const end = lines.findIndex((candidate, at) => at > index && candidate.startsWith("}"));
    found.push({ name, line: index + 1, lines: (end === -1 ? lines.length - 1 : end) - index + 1 });
  });
  return found;
}
