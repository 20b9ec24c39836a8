import type { ColumnType, Generated } from "kysely";

export interface CatalogueSitesTable {
  id: Generated<number>;
  url: string;
  title: string;
  description: string;
  favicon: string | null;
  /** Checked by the table. */
  subjects: string[];
  min_age: number;
  max_age: number;
  educational: Generated<boolean>;
  /** Generated; never written. */
  search_document: ColumnType<string, never, never>;
  created_at: ColumnType<Date, never, never>;
  updated_at: Generated<Date>;
}
