// Patterns of meaning, first person where a crisis needs it, so innocent look-alikes ("my fish died", "kill a
// process", "I could die of embarrassment") stay ordinary. Synchronous: it runs on every message.
import type { CrisisCategory } from "@kidsafe/contracts";
import type { ReplyModerationCategory } from "../reply-moderation-rubric.ts";
import type { ScreenedMessage } from "./turn-types.ts";

const I = String.raw`(?:i|i'?m|im|i\s+am|i'?ve|ive|i\s+have|i'?d|i\s+would|i\s+will|i'?ll|me|my)`;
const ADULT = String.raw`(?:dad|daddy|father|mum|mummy|mom|mommy|mother|parents?|step-?\s?(?:dad|mum|mom|father|mother)|uncle|aunt|auntie|grandad|grandpa|grandma|granny|nan|babysitter|coach|(?:mum|mom|dad)'?s\s+(?:boyfriend|girlfriend|partner)|a\s+grown-?up|an\s+adult)`;
const ONLINE = String.raw`(?:online|(?:on|from)\s+(?:discord|roblox|snap(?:chat)?|insta(?:gram)?|tiktok|fortnite|minecraft|whatsapp|facetime|my\s+\w+\s+server|a\s+game)|(?:in|from)\s+(?:a|the)\s+game(?:\s+chat)?|gamer\s+friend|online\s+(?:bf|gf|boyfriend|girlfriend|friend)|stranger|grown-?\s?up\s+on|older\s+(?:boy|man|guy))`;

const CRISIS: Readonly<Record<CrisisCategory, readonly RegExp[]>> = {
  self_harm: [
    new RegExp(
      String.raw`\b${I}\b[^.!?]{0,30}\b(?:want|wanna|going|gonna|plan(?:ning)?|think(?:ing)?\s+about|thought\s+about|feel\s+like|tried|try|wish(?:ed)?)\b[^.!?]{0,25}\b(?:to\s+)?(?:die|be\s+dead|kill\s+myself|end\s+(?:it\s+all|it|my\s+life|everything)|hurt\s+myself|cut\s+myself|not\s+(?:be\s+alive|be\s+here|exist|wake\s+up)|dis+ap+ear\s+forever|jump(?:ing)?\s+off|hang(?:ing)?\s+myself|overdose)\b`,
      "i",
    ),
    /\bkill(?:ing)?\s+my\s*self\b|\bsuicidal\b|\b(?:end|take)\s+my\s+(?:own\s+)?life\b|\b(?:hurt|hurting|cut|cutting|burn|burning|harm|harming|starve|starving)\s+myself\b/i,
    new RegExp(String.raw`\b${I}\b[^.!?]{0,20}\b(?:self[-\s]?harm\w*|commit\s+suicide|overdose)\b`, "i"),
    /\b(?:make|made|let)\s+me\s+(?:never|not)\s+wake\s+up\b|\bnever\s+wake\s+up\s+again\b|\b(?:to\s+)?(?:go\s+to\s+sleep\s+and\s+)?not\s+wake\s+up\b/i,
    /\bbetter\s+off\s+(?:dead|without\s+me)\b|\bno\s+(?:reason|point)\s+(?:to|in)\s+(?:live|living|being\s+alive)\b|\bdon'?t\s+want\s+to\s+(?:live|be\s+alive|be\s+here\s+any\s*more|exist)\b|\bwish\s+i\s+(?:was|were)\s+(?:dead|never\s+born)\b/i,
    /\b(?:everyone|everybody|nobody|no\s+one|they|my\s+family)\b[^.!?]{0,30}\b(?:happier|better|notice|care|miss\s+me)\b[^.!?]{0,15}\bif\s+i\s+(?:was(?:n'?t|\s+not)?|were(?:n'?t)?|died|disappeared|was\s+gone|wasnt)\b/i,
    /\bwant(?:ed)?\s+to\s+die\b|\bi\s+want\s+(?:it\s+)?(?:all\s+)?to\s+(?:stop|end)\b|\b(?:goodbye|suicide)\s+(?:letter|note)\b/i,
    /\bi\s+(?:cut|scratch|burn|bang|hit|punch|bite)(?:ed|ing)?\s+my\s+(?:arms?|wrists?|legs?|head|skin|thighs?|self)\b[^.!?]{0,40}\b(?:again|till|until|bleed\w*|can'?t\s+stop|cant\s+stop|on\s+purpose|every\s+(?:day|night)|with\s+(?:a|my)\s+\w+)|\bi\s+keep\s+(?:cutting|scratching|burning|hurting)\s+(?:my|myself)\b/i,
    /\bhow\s+do\s+(?:people|you|u|i)\s+kill\s+(?:themselves|yourself|urself|myself)\b|\b(?:take|taking|swallow)\s+(?:loads|lots|a\s+lot|all)\s+of\s+(?:pills|tablets|paracetamol|medicine)\b/i,
    /\bi'?(?:ve)?\s*(?:been\s+)?(?:making|make|made)\s+myself\s+(?:sick|throw\s+up)\b|\bi\s+(?:stopped|stop)\s+eating\b/i,
  ],
  abuse: [
    new RegExp(
      String.raw`\b${ADULT}\b[^.!?]{0,40}\b(?:hits|hit|beats|beat|kicks|kicked|punches|punched|chokes|choked|burns|burned|slaps|slapped|hurts|hurt|touches|touched|locks|locked|throws\s+(?:stuff|things)\s+at|shouts\s+and\s+throws)\b[^.!?]{0,20}\bme\b`,
      "i",
    ),
    new RegExp(String.raw`\bbruises?\b[^.!?]{0,30}\bfrom\s+my\s+${ADULT}\b|\b${ADULT}\b[^.!?]{0,30}\bmakes?\s+me\s+keep\s+secrets\b`, "i"),
    /\b(?:scared|afraid|frightened|terrified)\s+(?:to\s+go|of\s+going)\s+home\b|\b(?:i'?m|i\s+am|i)\s+(?:being\s+)?(?:abused|hit\s+at\s+home|get\s+hit\s+at\s+home|beaten\s+at\s+home)\b/i,
    /\btouch(?:es|ed|ing)?\s+me\s+(?:in|on)\s+my\s+(?:private|privates|private\s+parts)\b|\bsecret\s+touching\b|\bmakes?\s+me\s+touch\s+(?:him|her)\b/i,
    /\b(?:never|no)\s+(?:any\s+)?food\s+(?:at|in\s+the)\s+home\b|\b(?:doesn'?t|doesnt|don'?t|dont)\s+come\s+(?:back|home)\s+for\s+days\b|\block(?:s|ed)?\s+me\s+(?:outside|out|in\s+(?:my\s+room|the\s+(?:cupboard|shed|garden)))\b/i,
    /\b(?:brother|sister|he|she)\b[^.!?]{0,25}\b(?:punches|hits|beats|kicks|chokes)\s+me\s+(?:every\s+day|all\s+the\s+time|every\s+night)\b|\bgets?\s+drunk\b[^.!?]{0,30}\bhurts?\b[^.!?]{0,15}\bme\b/i,
  ],
  grooming: [
    /\b(?:someone|somebody|a\s+(?:man|guy|boy|girl|woman|person|stranger|grown-?up)|an\s+adult|my\s+online\s+friend|a\s+friend\s+(?:from|in)\s+(?:a|the)\s+game|he|she|they)\b[^.!?]{0,50}\b(?:asked|asks|wants?|told|tells|keeps\s+asking)\b[^.!?]{0,15}\b(?:me\s+)?(?:for|to\s+send|to\s+share)\b[^.!?]{0,20}\b(?:photos?|pictures?|pics?|selfies?|nudes?|videos?)\b/i,
    /\b(?:nudes?|naked\s+(?:photos?|pics?|pictures?)|(?:photos?|pics?|pictures?)\s+(?:of\s+me\s+)?(?:without\s+(?:my\s+)?clothes|in\s+my\s+underwear)|(?:photo|picture|pic)\s+of\s+his\s+private\s+parts|take\s+my\s+(?:top|clothes|shirt)\s+off)\b/i,
    /\b(?:told|asked|tells|asks|said|says)\s+(?:me\s+)?(?:not\s+to|to\s+not|never\s+to|i\s+(?:shouldn'?t|mustn'?t|can'?t))\s+tell\s+(?:my\s+|anyone|anybody|mum|mom|dad|parents)|\bsays?\s+(?:don'?t|dont)\s+tell\s+(?:my|anyone|anybody)\b/i,
    /\b(?:our|a)\s+little\s+secret\b|\bkeep\s+(?:it|this|us|our\s+chats?)\s+(?:a\s+)?secret\s+from\s+(?:my\s+)?(?:mum|mom|dad|parents|family)\b|\bdelete\s+(?:them|the\s+messages|our\s+chats?)\s+so\s+my\s+(?:mum|mom|dad|parents)\b/i,
    new RegExp(
      String.raw`\b${ONLINE}\b[^.!?]{0,80}\b(?:meet|visit|come\s+(?:over|to\s+(?:his|her|their)\s+(?:house|place))|pick\s+me\s+up|alone|secret|don'?t\s+tell|dont\s+tell|send\s+(?:me\s+)?pics|video\s+call|mature\s+for\s+my\s+age|whatsapp\s+instead|my\s+address|what\s+school|home\s+alone|show\s+everyone|pyjamas|top\s+off)\b`,
      "i",
    ),
    /\b(?:meet|visit|go\s+to)\b[^.!?]{0,40}\balone\b[^.!?]{0,40}\b(?:online|from\s+(?:a|the)\s+game|(?:a\s+)?(?:man|guy|stranger|adult))\b|\b(?:visit|meet)\s+alone\s+(?:a|an|the)\s+(?:man|guy|stranger|adult|person)\b/i,
    /\bif\s+i\s+(?:don'?t|dont)\s+send\b[^.!?]{0,40}\b(?:show|send|post)\s+(?:everyone|them|it)\b/i,
  ],
};

interface Mask {
  finding: string;
  pattern: RegExp;
  /** The whole match when absent. */
  group?: number;
  replacement: string;
}

const STREET = String.raw`(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr|close|way|court|ct|crescent|place|pl|boulevard|blvd|terrace|gardens|grove)`;

const MASKS: readonly Mask[] = [
  { finding: "email", pattern: /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g, replacement: "[email]" },
  {
    finding: "home address",
    pattern: new RegExp(String.raw`\b\d{1,5}[a-z]?\s+(?:[a-z][\w'-]*\s+){1,3}${STREET}\b`, "gi"),
    replacement: "[address]",
  },
  {
    finding: "home address",
    pattern: new RegExp(
      String.raw`\b(?:live|living|house|home|address)\b[^.!?]{0,30}?\b(?:on|at|is)\s+((?:[a-z][\w'-]*\s+){1,3}${STREET})\b`,
      "gi",
    ),
    group: 1,
    replacement: "[address]",
  },
  {
    finding: "home address",
    pattern: /\b(?:post\s?code|zip(?:\s?code)?)\b[^.!?\d]{0,15}?\b([a-z]{1,2}\d[a-z\d]?\s*\d[a-z]{2}|\d{5})\b/gi,
    group: 1,
    replacement: "[postcode]",
  },
  { finding: "card number", pattern: /\b\d{4}(?:[\s-]?\d{4}){2}[\s-]?\d{1,7}\b/g, replacement: "[card number]" },
  {
    finding: "phone number",
    pattern: /(?:\+\d{1,3}[\s.-]?)?(?:\(?\d{2,5}\)?[\s.-]?){2,4}\d{2,5}/g,
    replacement: "[phone number]",
  },
  {
    finding: "password",
    pattern: /\b(?:my\s+)?(?:password|passcode|pin(?:\s+code)?|login)(?:\s+(?:for|on)\s+[\w.]+)?\s*(?:is|=|:)\s*([^\s,.!?]+)/gi,
    group: 1,
    replacement: "[password]",
  },
];

/** A full name with the child's school: both are masked, and only together are they a finding. */
const FULL_NAME =
  /\b(?:my\s+(?:full\s+)?name\s+is|my\s+name'?s|i'?m|i\s+am|it'?s)\s+((?!(?:and|but|so|in|at|from|years?|nearly|almost|a|an|the|not|very|so|really|going|trying|learning|\d)\b)[a-z][a-z'-]+\s+(?!(?:and|but|so|in|at|from|years?|i|im|i'?m|my|the|a|\d)\b)[a-z][a-z'-]{1,})\b/i;
const SCHOOL =
  /\b(?:go\s+to|attend|my\s+school\s+is|i'?m\s+at|i\s+am\s+at|(?:year|grade)\s+\d+\s+at)\s+((?:[a-z][\w'.-]*\s+){1,4}(?:school|academy|primary|elementary|middle|high|college|grammar)(?:\s+school)?)\b/i;

/** 9-15 digits; a long sum or a year is not one. */
const isPhoneNumber = (text: string) => {
  const digits = text.replace(/\D/g, "");
  return digits.length >= 9 && digits.length <= 15 && (/^\+|^0/.test(text.trim()) || /[\s.()-]/.test(text.trim()));
};

const ASKING = String.raw`(?:how\s+(?:do|can|could|would|should|to|much|many|long)|where\s+(?:can|do|could)\s+(?:i|you|we)|what(?:'?s|\s+is)\s+the\s+(?:best|easiest|quickest|fastest)\s+way|(?:best|easiest|quickest|fastest)\s+way|teach\s+me|tell\s+me\s+how|show\s+me\s+how|help\s+me|can\s+you|can\s+i|is\s+it\s+(?:ok|okay|safe)|i\s+want\s+to|give\s+me)`;
const TARGET = String.raw`(?:someone|somebody|people|a\s+person|him|her|them|(?:the|a|this|that)\s+(?:kid|boy|girl|teacher|man)|my\s+(?:brother|sister|teacher|classmate|friend|neighbou?r|cat|dog)|the\s+(?:cat|dog))`;

const HARMFUL_REQUESTS: ReadonlyArray<{ harm: ReplyModerationCategory; pattern: RegExp }> = [
  {
    harm: "violence_weapons",
    pattern: new RegExp(
      String.raw`\b${ASKING}\b[^.!?]{0,40}\b(?:make|build|get|buy|hide|sneak|bring)\b[^.!?]{0,20}\b(?:bomb|explosive|gun|pistol|rifle|weapon|knife|knives|poison)s?\b|\b${ASKING}\b[^.!?]{0,30}\b(?:hurt|poison|stab|kill|beat\s+up|punch|hit)\s+${TARGET}\b`,
      "i",
    ),
  },
  {
    harm: "drugs_alcohol_tobacco",
    pattern: new RegExp(
      String.raw`\b${ASKING}\b[^.!?]{0,40}\b(?:get|buy|make|grow|hide|try|smoke|use|sneak|bring)\b[^.!?]{0,25}\b(?:alcohol|beer|vodka|wine|booze|vapes?|vaping|cigarettes?|weed|cannabis|drugs|cocaine|meth|pills\s+to\s+get\s+high)\b|\b${ASKING}\b[^.!?]{0,45}\bget\s+(?:drunk|high|stoned)\b`,
      "i",
    ),
  },
  {
    harm: "scams_phishing",
    pattern: new RegExp(
      String.raw`\b${ASKING}\b[^.!?]{0,30}\b(?:hack|hacking)\b[^.!?]{0,30}\b(?:account|instagram|snapchat|school|wi-?fi|someone|password|phone)|\b${ASKING}\b[^.!?]{0,30}\b(?:steal|shoplift)\b|\b${ASKING}\b[^.!?]{0,20}\b(?:get|find\s+out|guess)\b[^.!?]{0,30}\b(?:password|passcode|pin)\b|\b${ASKING}\b[^.!?]{0,20}\bget\s+into\b[^.!?]{0,30}\b(?:phone|account|laptop|computer)\b[^.!?]{0,30}\bwithout\b`,
      "i",
    ),
  },
  {
    harm: "self_harm",
    pattern: new RegExp(
      String.raw`\bhow\s+(?:many|much)\b[^.!?]{0,40}\b(?:pills|tablets|paracetamol|ibuprofen|sleeping\s+pills|medicine|painkillers)\b[^.!?]{0,40}\b(?:take|swallow|overdose|dangerous|kill|die|sick)\b|\b${ASKING}\b[^.!?]{0,30}\b(?:stop\s+eating|make\s+myself\s+(?:sick|throw\s+up)|lose\s+weight\s+fast)\b`,
      "i",
    ),
  },
  {
    harm: "dangerous_challenges",
    pattern: new RegExp(
      String.raw`\b${ASKING}\b[^.!?]{0,30}\b(?:choking|blackout|pass\s+out|fainting)\s*(?:challenge|game)?\b|\b${ASKING}\b[^.!?]{0,30}\b(?:climb\s+(?:on\s+)?(?:the\s+)?roof|train\s+surf|hold\s+my\s+breath\s+(?:until|till)\s+i\s+pass\s+out)\b`,
      "i",
    ),
  },
  {
    harm: "sexual_content",
    pattern: new RegExp(String.raw`\b${ASKING}\b[^.!?]{0,30}\b(?:porn|nudes|sexting|sexy\s+(?:photos|pics|videos))\b`, "i"),
  },
];

export interface ScreenOptions {
  /** Unused by the patterns today, kept for rules that apply to younger children. */
  age?: number | null;
}

export interface ScreenResult extends ScreenedMessage {
  /** Which harm an answer that complies would be (the context rule). */
  harm: ReplyModerationCategory | null;
}

function maskPersonalDetails(text: string): { masked: string; findings: string[] } {
  const findings = new Set<string>();
  let masked = text;
  for (const { finding, pattern, group, replacement } of MASKS) {
    masked = masked.replace(pattern, (...match: unknown[]) => {
      const whole = match[0] as string;
      if (finding === "phone number" && !isPhoneNumber(whole)) return whole;
      findings.add(finding);
      const detail = group === undefined ? undefined : (match[group] as string | undefined);
      return detail === undefined ? replacement : whole.replace(detail, replacement);
    });
  }
  const name = FULL_NAME.exec(masked);
  const school = SCHOOL.exec(masked);
  const fullName = name?.[1];
  if (fullName && school?.[1]) {
    findings.add("full name with school");
    masked = masked.replace(fullName, "[name]").replace(school[1].trim(), "[school]");
  }
  return { masked, findings: [...findings] };
}

export function screenChildMessage(message: string, _options: ScreenOptions = {}): ScreenResult {
  const { masked, findings } = maskPersonalDetails(message);
  // As a phone keyboard writes them: curly apostrophes and odd whitespace.
  const text = message.replace(/[\u2018\u2019]/g, "'").replace(/\s+/g, " ");
  for (const [kind, patterns] of Object.entries(CRISIS) as Array<[CrisisCategory, readonly RegExp[]]>) {
    if (patterns.some((pattern) => pattern.test(text))) {
      return {
        category: "crisis",
        event: kind,
        masked,
        findings: [`crisis: ${kind}`, ...findings],
        harm: kind === "self_harm" ? "self_harm" : kind === "grooming" ? "grooming_personal_info" : "violence_weapons",
      };
    }
  }
  if (findings.length > 0) return { category: "personal_data", event: "personal_data", masked, findings, harm: null };
  const request = HARMFUL_REQUESTS.find(({ pattern }) => pattern.test(text));
  if (request)
    return { category: "harmful_request", event: "harmful_request", masked, findings: [`request: ${request.harm}`], harm: request.harm };
  return { category: "ordinary", event: null, masked, findings: [], harm: null };
}
