// What our own reply check refuses. A last line behind Gemini's filters, not a classifier: whole words and
// phrases that have no place in an answer to a child, and links that lead somewhere a child must not go.
// Words that also have innocent meanings in lessons ('sex' of an animal, 'naked eye', 'kill' in history)
// are deliberately left to Gemini's filters.

export interface BlockedTopic {
  topic: string;
  /** Matched case-insensitively against the reply. */
  patterns: readonly RegExp[];
}

/** `\bword\b` with common endings, for lists of words. */
function words(...list: string[]): RegExp {
  return new RegExp(`\\b(?:${list.join("|")})(?:s|es|ed|ing|er|ers)?\\b`, "i");
}

export const BLOCKED_TOPICS: readonly BlockedTopic[] = [
  {
    topic: "swearing",
    patterns: [
      words(
        "fuck",
        "fucking",
        "motherfucker",
        "shit",
        "shitty",
        "bullshit",
        "bitch",
        "cunt",
        "asshole",
        "arsehole",
        "bastard",
        "wanker",
        "whore",
        "slut",
      ),
    ],
  },
  {
    topic: "hate",
    patterns: [words("nigger", "nigga", "faggot", "kike", "chink", "spic", "tranny"), /\bretard\b/i],
  },
  {
    topic: "sexual content",
    patterns: [
      words("porn", "porno", "pornography", "pornographic", "hentai", "nsfw", "erotic", "orgasm", "blowjob", "sexting", "onlyfans", "stripper"),
      /\bmasturbat\w*/i,
    ],
  },
  {
    topic: "weapons",
    patterns: [
      /\b(?:make|build|assemble|3d[- ]print)\s+(?:a\s+|an\s+|your own\s+)?(?:bomb|pipe bomb|explosive|molotov|gun|firearm|silencer)s?\b/i,
      words("pipe bomb"),
    ],
  },
  {
    topic: "self-harm",
    patterns: [/\b(?:kill|hurt|cut|harm)\s+yourself\b/i, /\bend your (?:own )?life\b/i, /\bsuicide (?:method|note)s?\b/i, /\bkys\b/i],
  },
  {
    topic: "drugs",
    patterns: [
      words("cocaine", "heroin", "meth", "methamphetamine", "fentanyl", "lsd"),
      /\b(?:get|getting) high\b/i,
      /\bsmoke (?:weed|a joint)\b/i,
    ],
  },
  {
    topic: "gambling",
    patterns: [/\b(?:online casino|sports betting|place a bet|slot machines? online)\b/i],
  },
  {
    topic: "personal information",
    patterns: [
      /\b(?:send|show|give)\s+me\s+(?:a\s+)?(?:photo|picture|pic|selfie|video)s?\s+of\s+(?:you|yourself)\b/i,
      /\bwhat(?:'s| is) your (?:home )?address\b/i,
      /\bwhere do you live\b/i,
      /\bwhat school do you go to\b/i,
      /\byour (?:phone|mobile) number\b/i,
      /\bdon'?t tell (?:your )?(?:mom|mum|dad|parents?|teachers?|anyone)\b/i,
      /\bmeet (?:me|up) (?:in person|somewhere|alone)\b/i,
    ],
  },
];

/** Sites a child must never be sent to (the host or any subdomain). */
export const BLOCKED_DOMAINS: readonly string[] = [
  "pornhub.com",
  "xvideos.com",
  "xnxx.com",
  "xhamster.com",
  "redtube.com",
  "youporn.com",
  "onlyfans.com",
  "chaturbate.com",
  "stripchat.com",
  "livejasmin.com",
  "omegle.com",
  "chatroulette.com",
  "4chan.org",
  "8kun.top",
  "bestgore.com",
  "liveleak.com",
  "bet365.com",
  "pokerstars.com",
  "draftkings.com",
  "fanduel.com",
  "stake.com",
  "tinder.com",
  "grindr.com",
  "ashleymadison.com",
];

/** Link shorteners hide where a link goes, so they are refused too. */
export const LINK_SHORTENERS: readonly string[] = [
  "bit.ly",
  "tinyurl.com",
  "t.co",
  "goo.gl",
  "is.gd",
  "ow.ly",
  "buff.ly",
  "cutt.ly",
  "rebrand.ly",
  "shorturl.at",
];

/** Top-level domains that exist for adult content, gambling or dating. */
export const BLOCKED_TLDS: readonly string[] = ["xxx", "adult", "porn", "sex", "sexy", "casino", "bet", "poker", "dating", "onion"];

/** A host label containing one of these is refused ('free-porn-videos.net'); kept to unambiguous stems. */
export const BLOCKED_HOST_STEMS: readonly string[] = ["porn", "xxx", "hentai", "nsfw", "casino", "gambl"];
