// Shared by the search goal and its server process (servers/search-api.ts): the scale of the run, what children
// search for, and what the server sends back.

export const SEARCH_ROUTE_SCALE = {
  catalogueSites: 10_000,
  advertisers: 10_000,
  /** One per concurrent caller, so the per-student rate limit is per caller as in real use. */
  students: 50,
} as const;

/** What children type: whole questions, single words, half-typed and misspelled words, long pastes. */
export const SEARCH_QUERIES = [
  "planets", "solar system for kids", "how do volcanoes erupt", "why is the sky blue", "dinosaurs", "times tables",
  "fractions practice", "learn spanish", "coding for kids", "scratch", "ma", "pla", "scrach", "dinosours",
  "world war 2 for kids", "ancient egypt", "photosynthesis", "grammar nouns and verbs", "cursive handwriting",
  "mindfulness for kids", "how to save money", "telling time", "easy crafts", "yoga for kids", "memory games",
  "shakespeare", "periodic table", "multiplication games", "typing practice", "ocean animals",
  "what is the biggest planet in our solar system and how many moons does it have and why is it so big",
];

/** Topics the generated advertisers' apps are about: most searches match a few hundred of them. */
export const ADVERTISER_TOPICS = [
  "planets and space", "volcanoes and earth science", "dinosaurs", "times tables and multiplication", "fractions",
  "spanish and french", "coding and scratch", "ancient egypt and history", "photosynthesis and plants", "grammar",
  "handwriting", "mindfulness and yoga", "money and saving", "telling time", "crafts and drawing", "memory games",
  "shakespeare and reading", "chemistry and the periodic table", "typing", "ocean animals",
];

/** Sent by servers/search-api.ts once it listens. */
export interface SearchRoutePlan {
  port: number;
  studentCookies: string[];
  catalogueSites: number;
  advertisers: number;
}
