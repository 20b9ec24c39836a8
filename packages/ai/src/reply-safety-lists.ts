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

/** Shorteners hide where a link goes, so they are refused. */
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

export const BLOCKED_TLDS: readonly string[] = ["xxx", "adult", "porn", "sex", "sexy", "casino", "bet", "poker", "dating", "onion"];

/** Kept to unambiguous stems. */
export const BLOCKED_HOST_STEMS: readonly string[] = ["porn", "xxx", "hentai", "nsfw", "casino", "gambl"];
