import { sql } from "kysely";
import type { NewAdvertiserRow } from "../rows.ts";
import type { Db } from "../client.ts";

/**
 * Reserved `.example` domains, so no real company is shown as paying; "(Demo)" in the name so nobody mistakes them for customers. Never loaded
 * in production.
 */
export const DEMO_ADVERTISERS = [
  {
    name: "Number Ninjas (Demo)",
    url: "https://number-ninjas.example/",
    description: "Math practice games for kids: addition, subtraction, times tables and fractions with friendly ninjas.",
    ai: "A math learning game where children practise arithmetic, multiplication and fractions through short levels.",
    ages: [6, 12],
  },
  {
    name: "Story Sprouts (Demo)",
    url: "https://story-sprouts.example/",
    description: "Read-along picture books and phonics games that help young children learn to read.",
    ai: "An early reading app with narrated stories, phonics and spelling games for beginning readers.",
    ages: [3, 8],
  },
  {
    name: "Planet Lab (Demo)",
    url: "https://planet-lab.example/",
    description: "Explore space, planets, dinosaurs and the human body with science videos and experiments.",
    ai: "A science app with lessons and simple experiments about space, animals, plants and the human body.",
    ages: [7, 14],
  },
  {
    name: "Code Cubs (Demo)",
    url: "https://code-cubs.example/",
    description: "Learn coding and computer science by building games and animations with blocks.",
    ai: "A beginner programming app that teaches coding with visual blocks, puzzles and small game projects.",
    ages: [8, 16],
  },
  {
    name: "Lingo Leaf (Demo)",
    url: "https://lingo-leaf.example/",
    description: "Learn Spanish, French and English words and grammar with songs and games.",
    ai: "A language learning app for children covering vocabulary, grammar and pronunciation in several languages.",
    ages: [5, 18],
  },
  {
    name: "History Hop (Demo)",
    url: "https://history-hop.example/",
    description: "Travel through history: ancient Egypt, the Romans, castles and famous explorers in short stories and quizzes.",
    ai: "A history learning app with illustrated stories and quizzes about ancient civilisations and explorers.",
    ages: [9, 18],
  },
] as const;

/** Not a valid argon2 hash, so nobody can log in as one. */
const NO_LOGIN = "!demo-advertiser-no-login";

function toRow(demo: (typeof DEMO_ADVERTISERS)[number], now: Date): NewAdvertiserRow {
  return {
    app_name: demo.name,
    app_url: demo.url,
    app_description: demo.description,
    ai_generated_description: demo.ai,
    email: demo.name,
    password_hash: NO_LOGIN,
    min_age: demo.ages[0],
    max_age: demo.ages[1],
    status: "active",
    safety_status: "safe",
    safety_reason: "Demo advertiser",
    safety_checked_at: now,
    upfront_paid_at: now,
    is_demo: true,
  };
}

export async function seedDemoAdvertisers(db: Db, now: Date = new Date()): Promise<number> {
  const result = await db
    .insertInto("advertisers")
    .values(DEMO_ADVERTISERS.map((demo) => toRow(demo, now)))
    .onConflict((conflict) => conflict.expression(sql`lower(app_name)`).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}
