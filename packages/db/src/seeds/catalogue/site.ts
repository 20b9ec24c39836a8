/**
 * One site of the kid-safe catalogue as written in the data files. Subjects are the product's subject
 * values (SUBJECT_OPTIONS in packages/contracts; the table checks them); ages are the audience the site is
 * made for, 1 to 18.
 */
export type CatalogueSubject =
  | "default"
  | "math"
  | "science"
  | "fitness"
  | "history"
  | "language"
  | "cs"
  | "drama"
  | "writing"
  | "handwriting"
  | "english"
  | "grammar"
  | "stress"
  | "memory"
  | "money"
  | "time"
  | "diy";

export interface CatalogueSite {
  url: string;
  title: string;
  description: string;
  subjects: readonly CatalogueSubject[];
  ages: readonly [min: number, max: number];
  /** False for sites that are mostly play (shown outside study mode only). */
  educational: boolean;
  /** The site's own icon; `{origin}/favicon.ico` when not given. */
  favicon?: string;
}

/** Compact form for the data files: `site(url, title, description, subjects, [min, max])`. */
export function site(
  url: string,
  title: string,
  description: string,
  subjects: readonly CatalogueSubject[],
  ages: readonly [number, number],
  options: { educational?: boolean; favicon?: string } = {},
): CatalogueSite {
  return { url, title, description, subjects, ages, educational: options.educational ?? true, favicon: options.favicon };
}
