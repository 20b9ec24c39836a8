/** Subjects are SUBJECT_OPTIONS values (the table checks them). */
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
  educational: boolean;
  favicon?: string;
}

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
