import { createDb } from "../client.ts";
import { migrateToLatest } from "../migrate.ts";
import { seedCatalogue } from "../seeds/catalogue/index.ts";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("DATABASE_URL is not set. Example: DATABASE_URL=postgres://postgres@127.0.0.1:5432/kidsafe pnpm db:migrate");
  process.exit(1);
}
const applied = await migrateToLatest(databaseUrl);
console.log(applied.length ? `Applied: ${applied.join(", ")}` : "The database is up to date.");
const db = createDb(databaseUrl, { maxConnections: 1 });
try {
  console.log(`Site catalogue: ${await seedCatalogue(db)} sites loaded.`);
} finally {
  await db.destroy();
}
