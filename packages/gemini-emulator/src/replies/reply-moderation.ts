// A stand-in for the model's reply verdict. It shares no code or lists with the product's deterministic layer, knows
// nothing of the evaluation sets, and recognises requests by their schema, never by words in the question.
import type { GenerateContentRequest } from "../rest/wire.ts";
import { leansOnPrevious, reviewInContext } from "./answer-in-context.ts";
import { sortChildMessage } from "./child-message.ts";
import type { MessageCategory } from "./child-message.ts";

export const REPLY_MODERATION_SCHEMA_TITLE = "ReplyModerationVerdict";

type Category =
  | "sexual_content"
  | "self_harm"
  | "violence_weapons"
  | "drugs_alcohol_tobacco"
  | "gambling"
  | "hate_harassment"
  | "grooming_personal_info"
  | "scams_phishing"
  | "dangerous_challenges"
  | "unsafe_links";

const HARM_CUES: Readonly<Record<Exclude<Category, "unsafe_links">, ReadonlyArray<[RegExp, number]>>> = {
  sexual_content: [
    [/\b(?:porn\w*|erotic\w*|sexting|sexy|lewd|nudes?|naked|undress\w*|moan\w*|threesome|virginity|masturbat\w*|hook-?up)\b/i, 3],
    [/\b(?:sex|breasts?|bra|underwear|private parts|in bed|turn (?:him|her) on|dirty|flirt\w*|skin|swimsuit)\b/i, 2],
    [/\b(?:boyfriend|girlfriend|lovers?|bodies|touch\w*|clothing)\b/i, 1],
  ],
  self_harm: [
    [/\b(?:suicide|kill yourself|end (?:it|your life)|better off dead|want to die|lethal dose|pro-?ana|thinspiration|blades?)\b/i, 3],
    [
      /\b(?:cut(?:ting)?|scratch\w*|burn\w*|starv\w*|hurt\w*|punish|skinny|thin|calories|throw up|sick|bleed|scars?|marks|dead|die|pills|bridge)\b/i,
      2,
    ],
    [/\b(?:worthless|sad|pain|meals|weigh|goodbye|miss you)\b/i, 1],
  ],
  violence_weapons: [
    [/\b(?:bomb|molotov|gun|switchblade|knife|weapon|gore|terrorists?|stab|shooting)\b/i, 3],
    [/\b(?:punch|smash|bite|hit|kill|hurt|injure|poison\w*|blood|fire|bruise|fight|gang up|scare)\b/i, 2],
    [/\b(?:throat|face|head|brick|bottle|slingshot|neighbour'?s dog|hamster|sister|brother|teacher)\b/i, 1],
  ],
  drugs_alcohol_tobacco: [
    [
      /\b(?:vodka|beer|wine|weed|joint|cocaine|ecstasy|mushrooms|vapes?|vaping|cigarettes?|nicotine|alcohol|drunk|tipsy|high|fake id|dealers?)\b/i,
      3,
    ],
    [/\b(?:shots|smok\w*|sniff\w*|glue|pills|party|pregame|prom|id|underage)\b/i, 2],
    [/\b(?:sip|puff|line|relax|chill|confident|festival)\b/i, 1],
  ],
  gambling: [
    [/\b(?:bet\w*|casinos?|poker|roulette|blackjack|slots?|bookie|gambl\w*|jackpot|loot boxes|scratch cards|lottery|wager)\b/i, 3],
    [/\b(?:odds|stake|winnings|free spins|bonus|cash out|deposit|win(?:ning)? (?:big|it all)|double it)\b/i, 2],
    [/\b(?:money|savings|card|lunch money|birthday money)\b/i, 1],
  ],
  hate_harassment: [
    [/\b(?:vermin|inbreds?|terrorists|disgusting|inferior|go die|loser|fatty|ugly|trash|burden|less intelligent|mentally ill)\b/i, 3],
    [
      /\b(?:immigrants|refugees|muslims|jewish|black people|gay people|trans people|races|disabled|women|girls|country|countryside|poor|language)\b/i,
      2,
    ],
    [
      /\b(?:rumou?rs|embarrassing|make fun|laugh|mean comment|fake account|kicked out|control the|sent back|kitchen|weird|dirty|lazy|violent|worse)\b/i,
      2,
    ],
  ],
  grooming_personal_info: [
    [
      /\b(?:our (?:little )?secret|just between you and me|home alone|sneak out|secret account|delete our messages|don'?t tell your parents)\b/i,
      3,
    ],
    [
      /\b(?:address|where you live|what street|which school|phone number|full name|birthday|location|password|selfie|webcam|bedroom|swimsuit)\b/i,
      2,
    ],
    [/\b(?:meet|visit|pick you up|privately|snapchat|text you|mature|your parents|alone|just the two of us|tell anyone|friend who)\b/i, 2],
  ],
  scams_phishing: [
    [
      /\b(?:card number|credit card|bank (?:details|card)|verification code|gift cards?|crypto|remote access|antivirus|cracked|lucky winner|you'?ve won|free (?:iphone|v-?bucks|robux))\b/i,
      3,
    ],
    [
      /\b(?:password|login|code|pin|prize|paypal|fee|invest\w*|guaranteed|double your money|earn thousands|bank account|virus|charity|fake email)\b/i,
      2,
    ],
    [/\b(?:claim|verify|unlock|free|premium|gems|coins|bonus|qr code|account)\b/i, 1],
  ],
  dangerous_challenges: [
    [/\b(?:challenge|blackout|skull breaker|tide pod|car surfing|play chicken|train tracks|pylon|frozen lake|pass out)\b/i, 3],
    [
      /\b(?:choke|hold your (?:breath|head)|underwater|swallow|jump\w*|climb\w*|roof|bridge|moving car|eyes closed|no helmet|no hands|plug|sparks|deodorant|whole (?:bottle|packet|spoonful))\b/i,
      2,
    ],
    [/\b(?:dare|film it|film|views|record|as long as you can|hottest|dizzy|rush|thrill)\b/i, 1],
  ],
};

const PUSH_CUES: readonly RegExp[] = [
  /(?:^|[.!?:;,]\s+|\band\s+|\bthen\s+|\bjust\s+)(?:try|take|send|buy|bet|go|use|hide|tell|put|make|ask|keep|get|join|click|visit|log|type|copy|share|add|call|climb|jump|eat|swallow|drink|smoke|hold|lie|ride|drive|dare|play|order|create|post|start|place|sign|scan|download|pretend|invest|claim|delete|sneak|turn|spray|choke|hit|punch|bite|bring|write|mix|wear|whisper|aim|sell|borrow|wager|give|grab|gang|pour|stab|chase|pick|plan|deposit|pay|reply|enter|disable|find|smash|let'?s|don'?t (?:play|trust|tell|talk|let|need))\b/i,
  /\byou (?:should|could|can|need to|have to|'?d be|deserve|are allowed)\b|\byou'?(?:ll|d) (?:need|love|be fine|be better)\b/i,
  /\b(?:it'?s|is|are) (?:fun|easy|safe|cool|normal|fine|great|brave|natural|basically|a good|a great|a fun|a smart|a quiet|an easy|a special|a safe|a way|a compliment|a rite|totally|the best|the most|simple|cheap|quick|wild|hilarious|amazing|not a big deal|just|how|what cool|really)\b/i,
  /\b(?:nobody|no one|never find|won'?t notice|never check|don'?t check|without (?:showing|your parents)|secret\w*|privately|hide|in private|your parents don'?t|so your parents)\b/i,
  /\b(?:won'?t hurt|feel(?:s)? amazing|lots of (?:kids|teens)|everyone (?:your age|posts)|cool kids|quickest way|best way|easiest way|great way|easy way|good way|here'?s how|how to|let me describe|here is an?|here are some|will help|can help you|keeps you|gives? you|teaches you|makes? (?:music|you)|would (?:stop|make)|the answer)\b/i,
  /\b(?:deserves? it|get back at|teach (?:him|her|them)|so (?:they|he|she) (?:never|can'?t|gets|stops)|until (?:he|she|they|you)|if you want)\b/i,
  /\b(?:i|i'?m|i'?ll|me|my|we|us|our)\b[^.!?]{0,40}\b(?:you|your)\b/i,
];

const PROTECT_CUES: readonly RegExp[] = [
  /\b(?:trusted (?:adult|grown-up)|grown-up you trust|(?:tell|ask) (?:a|an|your) (?:parent|teacher|grown-up|adult)|tell a parent|show it to a (?:parent|grown-up)|helpline|counsellor|doctor|lifeguard|get help|free, confidential|emergency services|recovery position|first aid|(?:get|tell) a teacher|(?:move|walk) away)\b/i,
  /\b(?:is|are|can be) (?:dangerous|illegal|against the law|a scam|addictive|serious|harmful|banned|deadly|poisonous|a sign)\b|\bagainst the law\b|\blaws?\b|\blegal limit\b|\bkind(?:ness|ly)?\b|\binvit\w+ them\b|\b(?:probably|it'?s) a scam\b|\b(?:never|don'?t) (?:share|give|try|copy|climb|swim alone)\b|\bsay(?:ing)? no\b/i,
  /\b(?:1[0-9]{3}|[0-9]{1,3} bc|century|history|historians?|ancient|in the (?:story|novel|play|film|fairy tale)|novel|shakespeare|macbeth|myth)\b/i,
  /\b(?:scientists?|biology|research|studied|chemistry|probability|lesson|museum|olympic|athletes|hormones|species|animals?|flowers?|plants?)\b/i,
  /\b(?:naked eye|i bet|you can bet|(?:kindness|reading|maths|plank|ice bucket) challenge|butter knife|causes? (?:cancer|disease)|is sent to|sign language|spy|secret agents?)\b/i,
];

const UNSAFE_LINK =
  /\b(?:javascript|data|vbscript):|\b(?:bit\.ly|tinyurl\.com|cutt\.ly|t\.co|goo\.gl|is\.gd)\b|\bhttps?:\/\/\d{1,3}(?:\.\d{1,3}){3}\b|\b[\w.-]*(?:porn|xxx|casino|poker|bet365|tinder|omegle|chatroulette|4chan|gore|hentai|nsfw|chaturbate)[\w-]*\.[a-z]{2,}|\bstake\.com\b|\.(?:xxx|adult|porn|sex|casino|bet|poker|dating|onion)\b/i;

interface ReviewInput {
  answer: string;
  age: number | null;
}

/** Older requests sent only `age` and `answer`; their message is sorted "ordinary". */
export interface VerdictRequestData {
  surface?: string;
  age: number | null;
  question?: string;
  previous?: { question: string; answer: string } | null;
  answer: string;
}

export interface ReplyVerdictJson {
  messageCategory: MessageCategory;
  category: Category | "none";
  decision: "allow" | "block";
  reason: string;
}

export function isReplyModerationRequest(request: GenerateContentRequest): boolean {
  const config = request.generationConfig ?? {};
  const schema = (config.responseSchema ?? config.responseJsonSchema) as { title?: unknown } | undefined;
  return config.responseMimeType === "application/json" && schema?.title === REPLY_MODERATION_SCHEMA_TITLE;
}

const isPreviousTurn = (value: unknown): value is { question: string; answer: string } =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { question?: unknown }).question === "string" &&
  typeof (value as { answer?: unknown }).answer === "string";

function asVerdictData(value: unknown): VerdictRequestData | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const data = value as Record<string, unknown>;
  if (typeof data.answer !== "string") return undefined;
  if (data.age !== undefined && data.age !== null && typeof data.age !== "number") return undefined;
  if (data.question !== undefined && typeof data.question !== "string") return undefined;
  if (data.surface !== undefined && typeof data.surface !== "string") return undefined;
  if (data.previous !== undefined && data.previous !== null && !isPreviousTurn(data.previous)) return undefined;
  return { ...data, age: typeof data.age === "number" ? data.age : null } as VerdictRequestData;
}

export function verdictRequestIn(request: GenerateContentRequest): VerdictRequestData | undefined {
  const turn = [...request.contents].reverse().find((content) => (content.role ?? "user") === "user");
  for (const part of turn?.parts ?? []) {
    if (typeof part.text !== "string") continue;
    try {
      const data = asVerdictData(JSON.parse(part.text));
      if (data) return data;
    } catch {
      continue;
    }
  }
  return undefined;
}

const count = (patterns: readonly RegExp[], text: string) => patterns.filter((pattern) => pattern.test(text)).length;

/** Younger children are blocked at a lower score. */
export function reviewAnswer({ answer, age }: ReviewInput): { decision: "allow" | "block"; category: Category | "none"; reason: string } {
  if (UNSAFE_LINK.test(answer))
    return { decision: "block", category: "unsafe_links", reason: "Offline AI: the answer links somewhere a child must not go." };
  const push = count(PUSH_CUES, answer);
  const protect = count(PROTECT_CUES, answer);
  let worst: { category: Category; harm: number } | undefined;
  for (const [category, cues] of Object.entries(HARM_CUES) as Array<[Exclude<Category, "unsafe_links">, ReadonlyArray<[RegExp, number]>]>) {
    const harm = cues.reduce((sum, [pattern, weight]) => sum + (pattern.test(answer) ? weight : 0), 0);
    if (!worst || harm > worst.harm) worst = { category, harm };
  }
  const threshold = age !== null && age <= 9 ? 4 : 5;
  const score = (worst?.harm ?? 0) + 2 * push - 4 * protect;
  // Words about a harm alone are a lesson; it takes a push (or overwhelming content) to block.
  if (worst && ((worst.harm >= 2 && push >= 1 && score >= threshold) || (worst.harm >= 5 && protect === 0))) {
    return { decision: "block", category: worst.category, reason: `Offline AI: harm ${worst.harm}, push ${push}, protect ${protect}.` };
  }
  return { decision: "allow", category: "none", reason: `Offline AI: harm ${worst?.harm ?? 0}, push ${push}, protect ${protect}.` };
}

function messageCategoryOf(data: VerdictRequestData): MessageCategory {
  if (data.question === undefined) return "ordinary";
  const own = sortChildMessage(data.question);
  const context = { question: data.question, previous: data.previous ?? null };
  if (own !== "ordinary" || !context.previous || !leansOnPrevious(context)) return own;
  const before = sortChildMessage(context.previous.question);
  return before === "personal_data" ? "ordinary" : before;
}

export function judgeVerdictRequest(data: VerdictRequestData): ReplyVerdictJson {
  const messageCategory = messageCategoryOf(data);
  const alone = reviewAnswer(data);
  const inContext =
    alone.decision === "allow" && data.question !== undefined
      ? reviewInContext(data.answer, { question: data.question, previous: data.previous ?? null })
      : null;
  if (!inContext) return { messageCategory, category: alone.category, decision: alone.decision, reason: alone.reason };
  return {
    messageCategory,
    category: inContext.category,
    decision: "block",
    reason: `Offline AI: read as a reply to the question, the answer gives ${inContext.gave} towards ${inContext.category}.`,
  };
}

export function replyModerationReply(request: GenerateContentRequest): string {
  const data = verdictRequestIn(request);
  if (!data) {
    return JSON.stringify({
      messageCategory: "ordinary",
      category: "none",
      decision: "block",
      reason: "The answer to review was missing from the request.",
    });
  }
  return JSON.stringify(judgeVerdictRequest(data));
}
