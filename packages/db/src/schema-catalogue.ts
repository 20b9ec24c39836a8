import type { ColumnType, Generated, Insertable, Selectable } from "kysely";

/** The kid-safe site catalogue (migration 0004): the built-in website results of search. */
export interface CatalogueSitesTable {
  id: Generated<number>;
  url: string;
  title: string;
  description: string;
  favicon: string | null;
  /** Values of SUBJECT_OPTIONS (checked by the table). */
  subjects: string[];
  min_age: number;
  max_age: number;
  educational: Generated<boolean>;
  /** Generated: title (A), description (B), subject words (C). Never written. */
  search_document: ColumnType<string, never, never>;
  created_at: ColumnType<Date, never, never>;
  updated_at: Generated<Date>;
}

export type CatalogueSiteRow = Selectable<CatalogueSitesTable>;
export type NewCatalogueSiteRow = Insertable<CatalogueSitesTable>;
