export const SEARCH_ROUTE_SCALE = {
  catalogueSites: 10_000,
  advertisers: 10_000,
  /** One per caller, so the per-student rate limit applies as in real use. */
  students: 50,
} as const;

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

/** Real search logs follow Zipf's law over such a list, which is how the route bench draws from it. */
export const COMMON_SEARCHES: readonly string[] = [
  ...SEARCH_QUERIES,
  ...SEARCH_TEMPLATES.flatMap((template) => SEARCH_TOPICS.map((topic) => template.replace("{}", topic))),
];

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

export function topicAdvertiser(index: number) {
  const topic = ADVERTISER_TOPICS[index % ADVERTISER_TOPICS.length]!;
  const minAge = 3 + (index % 10);
  return {
    appDescription: `A learning app about ${topic} for children, number ${index}`,
    aiGeneratedDescription: index % 3 === 0 ? `Games and lessons on ${topic}.` : null,
    minAge,
    maxAge: Math.min(18, minAge + 6),
  };
}

export interface SearchRoutePlan {
  port: number;
  studentCookies: string[];
  catalogueSites: number;
  advertisers: number;
}
