import { sql } from "kysely";
import type { Kysely } from "kysely";

// Frozen in time: migrations use Kysely<any> so later schema changes never break them.

const SUBJECTS = [
  "default",
  "math",
  "science",
  "fitness",
  "history",
  "language",
  "cs",
  "drama",
  "writing",
  "handwriting",
  "english",
  "grammar",
  "stress",
  "memory",
  "money",
  "time",
  "diy",
];

export async function up(db: Kysely<any>): Promise<void> {
  // A trusted extension: no superuser needed.
  await sql`create extension if not exists pg_trgm`.execute(db);

  // array_to_string is only STABLE in general; on text[] it cannot change, so this wrapper is IMMUTABLE to be usable in a generated column.
  await sql`
    create function catalogue_subject_words(subjects text[]) returns text
    language sql immutable parallel safe
    as $$
      select coalesce(string_agg(case subject
        when 'default' then ''
        when 'cs' then 'computer science coding programming'
        when 'diy' then 'diy crafts making building'
        when 'stress' then 'stress relief calm mindfulness feelings'
        when 'language' then 'languages foreign language'
        when 'money' then 'money finance saving'
        when 'time' then 'time clock telling time'
        when 'fitness' then 'fitness exercise health'
        when 'memory' then 'memory remembering'
        when 'english' then 'english reading literature'
        else subject end, ' '), '')
      from unnest(subjects) as subject
    $$`.execute(db);

  await db.schema
    .createTable("catalogue_sites")
    .addColumn("id", "integer", (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("url", "text", (col) =>
      col
        .notNull()
        .unique()
        .check(sql`url ~* '^https?://'`),
    )
    .addColumn("title", "text", (col) => col.notNull().check(sql`length(btrim(title)) > 0`))
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("favicon", "text", (col) => col.check(sql`favicon is null or favicon ~* '^https?://'`))
    .addColumn("subjects", sql`text[]`, (col) =>
      col
        .notNull()
        .defaultTo(sql`'{}'::text[]`)
        .check(sql`subjects <@ array[${sql.join(SUBJECTS.map((subject) => sql.lit(subject)))}]::text[]`),
    )
    .addColumn("min_age", "smallint", (col) => col.notNull().check(sql`min_age between 1 and 18`))
    .addColumn("max_age", "smallint", (col) => col.notNull().check(sql`max_age between 1 and 18`))
    .addColumn("educational", "boolean", (col) => col.notNull().defaultTo(true))
    .addColumn("search_document", sql`tsvector`, (col) =>
      col
        .generatedAlwaysAs(
          sql`
        setweight(to_tsvector('english'::regconfig, title), 'A') ||
        setweight(to_tsvector('english'::regconfig, description), 'B') ||
        setweight(to_tsvector('english'::regconfig, catalogue_subject_words(subjects)), 'C')`,
        )
        .stored(),
    )
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint("catalogue_sites_age_range", sql`min_age <= max_age`)
    .execute();

  // Read on every search: no pending list (fastupdate) for searches to scan.
  await sql`create index catalogue_sites_search_idx on catalogue_sites using gin (search_document) with (fastupdate = off)`.execute(db);
  await sql`create index catalogue_sites_title_trgm_idx on catalogue_sites using gin (title gin_trgm_ops) with (fastupdate = off)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("catalogue_sites").execute();
  await sql`drop function catalogue_subject_words(text[])`.execute(db);
  // pg_trgm stays: other tables may use it.
}
