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
  "planets",
  "solar system for kids",
  "how do volcanoes erupt",
  "why is the sky blue",
  "dinosaurs",
  "times tables",
  "fractions practice",
  "learn spanish",
  "coding for kids",
  "scratch",
  "ma",
  "pla",
  "scrach",
  "dinosours",
  "world war 2 for kids",
  "ancient egypt",
  "photosynthesis",
  "grammar nouns and verbs",
  "cursive handwriting",
  "mindfulness for kids",
  "how to save money",
  "telling time",
  "easy crafts",
  "yoga for kids",
  "memory games",
  "shakespeare",
  "periodic table",
  "multiplication games",
  "typing practice",
  "ocean animals",
  "what is the biggest planet in our solar system and how many moons does it have and why is it so big",
];

/** Topics of school work, for the query stream's common searches (combined with SEARCH_TEMPLATES). */
const SEARCH_TOPICS = [
  "planets",
  "the moon",
  "volcanoes",
  "earthquakes",
  "dinosaurs",
  "sharks",
  "whales",
  "rainforests",
  "deserts",
  "the water cycle",
  "photosynthesis",
  "the human body",
  "the heart",
  "the brain",
  "bones",
  "electricity",
  "magnets",
  "gravity",
  "light",
  "sound",
  "weather",
  "climate change",
  "recycling",
  "fractions",
  "decimals",
  "times tables",
  "long division",
  "geometry",
  "algebra",
  "telling time",
  "money",
  "ancient egypt",
  "the romans",
  "the vikings",
  "world war 2",
  "the moon landing",
  "castles",
  "pyramids",
  "spanish words",
  "french words",
  "nouns and verbs",
  "punctuation",
  "spelling",
  "poems",
  "fairy tales",
  "shakespeare",
  "coding",
  "scratch",
  "robots",
  "typing",
  "drawing animals",
  "music notes",
  "the piano",
  "yoga",
  "healthy food",
  "sleep",
  "friendship",
  "maps",
  "continents",
  "oceans",
];
const SEARCH_TEMPLATES = ["{}", "{} for kids", "what is {}", "{} facts", "how do {} work", "{} games", "{} worksheet", "{} video"];

/**
 * Searches a school's children send, most common first: the fixed list above, then every topic in every
 * template (about 500). Real search logs follow Zipf's law over such a list (a few searches are very common,
 * most are rare), which is how the route bench draws from it (its wrk script: exponent 1).
 */
export const COMMON_SEARCHES: readonly string[] = [
  ...SEARCH_QUERIES,
  ...SEARCH_TEMPLATES.flatMap((template) => SEARCH_TOPICS.map((topic) => template.replace("{}", topic))),
];

/** mulberry32: the same sites and queries on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Topics the generated advertisers' apps are about: most searches match a few hundred of them. */
export const ADVERTISER_TOPICS = [
  "planets and space",
  "volcanoes and earth science",
  "dinosaurs",
  "times tables and multiplication",
  "fractions",
  "spanish and french",
  "coding and scratch",
  "ancient egypt and history",
  "photosynthesis and plants",
  "grammar",
  "handwriting",
  "mindfulness and yoga",
  "money and saving",
  "telling time",
  "crafts and drawing",
  "memory games",
  "shakespeare and reading",
  "chemistry and the periodic table",
  "typing",
  "ocean animals",
];

/** Generated advertiser `index`: an app about one of the topics, for a span of ages (the search and chat servers'). */
export function topicAdvertiser(index: number) {
  const topic = ADVERTISER_TOPICS[index % ADVERTISER_TOPICS.length]!;
  const minAge = 3 + (index % 10);
  return {
    app_description: `A learning app about ${topic} for children, number ${index}`,
    ai_generated_description: index % 3 === 0 ? `Games and lessons on ${topic}.` : null,
    min_age: minAge,
    max_age: Math.min(18, minAge + 6),
  };
}

/** Sent by servers/search-api.ts once it listens. */
export interface SearchRoutePlan {
  port: number;
  studentCookies: string[];
  catalogueSites: number;
  advertisers: number;
}
