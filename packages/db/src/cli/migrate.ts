// `pnpm db:migrate`: brings DATABASE_URL's schema up to date (used by deploys; `pnpm dev` migrates by itself).
import { migrateToLatest } from "../migrate.ts";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("DATABASE_URL is not set. Example: DATABASE_URL=postgres://postgres@127.0.0.1:5432/kidsafe pnpm db:migrate");
  process.exit(1);
}
const applied = await migrateToLatest(databaseUrl);
console.log(applied.length ? `Applied: ${applied.join(", ")}` : "The database is up to date.");
