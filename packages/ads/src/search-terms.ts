import { LRUCache } from "lru-cache";
import { stem } from "porter2";

/** PostgreSQL's English stop words, so sponsored matching leaves out what the catalogue's search does. */
const STOP_WORDS = new Set(
  `
  i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers
  herself it its itself they them their theirs themselves what which who whom this that these those am is are
  was were be been being have has had having do does did doing a an the and but if or because as until while
  of at by for with about against between into through during before after above below to from up down in out
  on off over under again further then once here there when where why how all any both each few more most
  other some such no nor not only own same so than too very s t can will just don should now
`
    .trim()
    .split(/\s+/),
);

/** Apostrophes and hyphens split words, as in PostgreSQL. */
const WORD = /[\p{L}\p{N}]+/gu;

const stems = new LRUCache<string, string>({ max: 100_000 });

function stemOf(word: string): string {
  let found = stems.get(word);
  if (found === undefined) {
    // Porter2, as PostgreSQL's 'english' configuration, so a term is the lexeme the catalogue's search makes.
    found = stem(word);
    stems.set(word, found);
  }
  return found;
}

export function searchTerms(text: string): string[] {
  const terms = new Set<string>();
  for (const [word] of text.toLowerCase().matchAll(WORD)) {
    if (!STOP_WORDS.has(word)) terms.add(stemOf(word));
  }
  return [...terms];
}
