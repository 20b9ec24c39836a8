// Never run in production.
import { seedDevelopmentData } from "../seeds/index.ts";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("DATABASE_URL is not set. Example: DATABASE_URL=postgres://postgres@127.0.0.1:5432/kidsafe pnpm db:seed");
  process.exit(1);
}
if (process.env.NODE_ENV === "production") {
  console.error("Refusing to load demo data with NODE_ENV=production.");
  process.exit(1);
}
for (const line of await seedDevelopmentData(databaseUrl)) console.log(line);
