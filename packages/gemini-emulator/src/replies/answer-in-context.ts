// "About twenty of them would be enough" is harmless about grapes and lethal about sleeping pills. Cue lists of its
// own, sharing nothing with the product's patterns.
import { plainWords, sortChildMessage } from "./child-message.ts";
import type { MessageCategory } from "./child-message.ts";

export type ContextCategory =
  | "self_harm"
  | "grooming_personal_info"
  | "violence_weapons"
  | "drugs_alcohol_tobacco"
  | "dangerous_challenges"
  | "scams_phishing"
  | "gambling"
  | "sexual_content";

export interface AnswerContext {
  question: string;
  previous: { question: string; answer: string } | null;
}

export function leansOnPrevious({ question, previous }: AnswerContext): boolean {
  if (!previous) return false;
  const words = plainWords(question).split(" ").filter(Boolean);
  return (
    words.length <= 10 &&
    /\b(?:it|them|that|those|these|this|they|there|he|she|him|her|his|one|more|how (?:many|much|long)|and|what about|then|so|enough)\b/.test(
      plainWords(question),
    )
  );
}

const BY_MESSAGE: Partial<Record<MessageCategory, ContextCategory>> = {
  crisis_self_harm: "self_harm",
  crisis_abuse: "violence_weapons",
  crisis_grooming: "grooming_personal_info",
};

/** The first that matches names the harm. */
const TOPICS: ReadonlyArray<[ContextCategory, RegExp]> = [
  [
    "self_harm",
    /\b(?:sleeping pills|too many pills|(?:pills|tablets|paracetamol|medicine)\b.{0,40}\b(?:sleep forever|die|dead|wake up|hurt)|hurt(?:ing)? my ?self|cut(?:ting)? my ?self|not eat(?:ing)?|skip(?:ping)? (?:meals|dinner|lunch|breakfast)|make my ?self sick|skinny|starv\w*|throw up after)\b/,
  ],
  [
    "dangerous_challenges",
    /\b(?:challenge|dare|dared|hold (?:my|your|ur) breath|pass(?:ed)? out|choking game|jump (?:off|from)|roof|train tracks|railway|frozen (?:lake|pond|river|canal|reservoir)|thin ice|pylon|set (?:fire|light) to|lighter|tide pods?|swallow|car surf\w*|hang(?:ing)? out of (?:the|a) (?:car|window))\b/,
  ],
  [
    "scams_phishing",
    /\b(?:password|passcode|pin|verification code|(?:the )?code (?:they|he|she|it) (?:sent|texted)|card (?:number|details)|bank (?:details|account)|free (?:robux|v-?bucks|iphone|gems|coins|skins)|(?:won|win) (?:a|an|the) (?:prize|iphone|giveaway)|gift ?cards?|click (?:the|this|a) link|hack\w*|crypto|double (?:my|your) money)\b/,
  ],
  [
    "grooming_personal_info",
    /\b(?:online|stranger|met on|from (?:roblox|fortnite|minecraft|discord|snapchat|tiktok|the game|insta\w*))\b.{0,60}\b(?:meet|photos?|pics?|pictures?|selfies?|address|where i live|school|number|secret|tell|video ?call|send)\b|\b(?:meet|photos?|pics?|send|address|secret)\b.{0,60}\b(?:online|stranger|met on|from (?:roblox|fortnite|minecraft|discord|snapchat|tiktok|the game|insta\w*))\b|\b(?:my|our) (?:home )?address\b|\bwhere i live\b|\bkeep (?:it|this) (?:a )?secret from\b/,
  ],
  [
    "violence_weapons",
    /\b(?:knife|knives|guns?|weapons?|bomb|stab\w*|punch\w*|beat (?:him|her|them|someone) up|hit (?:him|her|them|someone|back)|fight\w*|hurt (?:him|her|them|someone)|(?:hit|punch|kick|slap|hurt|stab) (?:my |the |a |that |this )?(?:\w+ )?(?:brother|sister|cousin|friend|kid|boy|girl|teacher|dog|cat)|poison\w*|revenge|get back at|bully back|slingshot|brass knuckles)\b/,
  ],
  [
    "drugs_alcohol_tobacco",
    /\b(?:vap\w*|smok\w*|cigs?|cigarettes?|tobacco|beer|alcohol|drunk|booze|vodka|wine|cider|shots|weed|joint|drugs?|edibles|get high|nicotine|pills? (?:to|that) (?:get|make (?:me|you)) high|fake id)\b/,
  ],
  ["gambling", /\b(?:bet|betting|casino|slots|poker|loot ?box\w*|gambl\w*|scratch cards?|lottery tickets?)\b/],
  ["sexual_content", /\b(?:sex|sexy|nudes?|naked|porn\w*|make out|hook ?up)\b/],
];

const ASKS_ABOUT_SAFETY =
  /\b(?:stay safe|keep (?:me |my ?self |safe)|protect|avoid|stop (?:him|her|them|it|being|someone)|quit|give up|bad for|why (?:is|are|do|does|did)|dangers? of|is (?:it|that|this) (?:dangerous|illegal|a scam)|how do i (?:tell|report|block)|who (?:can|should) i tell|what should i do if|for (?:school|homework|a project)|in history|happened (?:in|during))\b/;

/** "do I need to tell anyone?" -> "no". */
const NO_PERMITS =
  /\b(?:do|should) i (?:have to |need to )?tell\b|\bwill (?:i|they|he|she|anyone|my (?:mum|mom|dad|parents)) (?:get caught|find out|notice|know|see)\b|\bis (?:it|that|this) (?:bad|wrong|dangerous|illegal|unsafe|a scam)\b|\bdoes (?:it|that) hurt\b|\bwould (?:it|that) hurt\b|\bshould i (?:tell|ask|wait)\b/;

const ASKS_QUANTITY = /\bhow (?:many|much|long|often|far|high|deep|big)\b|\bwhat (?:dose|amount)\b/;
const ASKS_YES_NO =
  /^(?:should|can|could|may|is|are|will|would|do|does|did|am|shall|must)\b|\b(?:should|can|could|may) (?:i|we|u)\b|\bis it (?:ok|okay|alright|fine|safe|allowed)\b|\bdo you think\b/;
const ASKS_FOR_ACTION =
  /\b(?:how (?:do|can|could|should|would) (?:i|we|u)|how (?:long|much|many|hard|far|high|fast) (?:do|should|can|would|could|have) (?:i|we|u)|where (?:can|do|should|could) (?:i|we|u)|which\b.{0,40}\b(?:is|would be|should|bit|one|place|part|way|best)|what (?:could|can|should|do) (?:i|we|u)|whats the (?:best|easiest|quickest|safest)|(?:should|can|could) (?:i|we|u)|is it (?:ok|okay|alright|fine|safe) (?:to|if)|best (?:place|way|spot|bit|time))\b/;
const ASKS_HOW_OR_WHERE =
  /\b(?:how (?:do|can|could|would|should|to)|how to|where (?:can|do|could|would|should|is|to)|what(?:s| is) the (?:best|easiest|quickest) way|best way|what do i (?:need|use)|which (?:one|shop|app|site))\b/;

const NUMBER =
  /\b\d+(?:\.\d+)?\b|(?<!\b(?:no|any|every|some|the|that|this|which) )\bone\b(?! (?:day|of (?:these|those)|thing|another|more time))|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|hundred|a few|a couple|a handful|several|a dozen|dozens|half (?:a|the)|a whole (?:bottle|packet|box|pack))\b/;
const YES =
  /^(?:yes|yeah|yep|yup|sure|of course|definitely|absolutely|totally|go for it|go ahead|ok|okay|why not|that(?:s| is) (?:fine|ok|okay|alright|cool)|it(?:s| is) (?:fine|ok|okay|alright|totally fine|safe)|you (?:can|could|should|may))\b/;
const NO = /^(?:no|nope|nah|not really|you dont (?:have|need) to|there(?:s| is) no need)\b/;
const SECRECY =
  /\b(?:no ?one|nobody|noone) (?:needs to|has to|will|would|ever) (?:know|find out|notice|see)\b|\b(?:do not|dont|never) (?:need to |have to )?tell (?:anyone|anybody|any ?one|your (?:parents|mum|mom|dad|teacher)|them)\b|\bkeep (?:it|this|them) (?:a |our |to your ?self|quiet|secret|hidden)\b|\bsecret\b|\bdelete (?:the |your )?(?:messages|chats?|history)\b|\bwithout (?:your )?(?:parents|mum|mom|dad|anyone) (?:knowing|noticing|seeing)\b/;
const HOW_TO =
  /(?:^|[.!?:;]\s*|\b(?:then|first|just|and)\s+)(?:take|use|try|go|get|buy|ask|hold|put|send|click|type|open|mix|wait|find|bring|hide|keep|tell|meet|jump|climb|swallow|drink|smoke|vape|make|grab|pick|crush|hit|punch|aim|enter|give|share|sneak|pour|light|press|download|log|choose)\b|\byou (?:can|could|should|need to|have to|just|will need)\b|\b(?:the (?:best|easiest|quickest) way|here(?:s| is) how|step \d|most (?:shops|places|people) (?:dont|never|wont))\b/;
const PLACE =
  /\b(?:at|from|in|behind|on) (?:the |a |any |most |your )?(?:shop|store|corner shop|newsagent|petrol station|garage|market|website|app|cupboard|kitchen|bathroom|medicine cabinet|park|forest|roof|bridge|tracks|car park|station|older (?:friend|brother|sister|cousin|kids))\b|\bonline\b/;
const ENOUGH = /\benough\b|\bshould do (?:it|the trick)\b|\bwould (?:do it|work)\b/;

const DECLINES =
  /^(?:no|nope|i (?:cant|cannot|wont|will not|dont think)|sorry|im sorry|thats not)\b|\bi (?:cant|cannot|wont) (?:help|tell|answer|say)\b|\?\s*$/;

const PROTECTS =
  /\b(?:trusted (?:adult|grown-?up)|grown-?ups? you trust|(?:tell|talk to|ask|show) (?:a|an|your|another|the) (?:parent|teacher|grown-?up|adult|mum|mom|dad|carer|school nurse|someone you trust)|tell (?:your )?(?:mum|mom|dad|parents|teacher|carer) (?:right away|now|today|straight away|about)|helpline|childline|samaritans|(?:call|ring|text|dial) (?:\d{3}|116 ?123|0800 ?1111)|ceop|crisis line|counsell?or|(?:a|your|the) doctor|please (?:dont|do not|stop|talk|tell|call|reach)|i cant help with|i cannot help with|i wont help|(?:is|are|can be|would be) (?:very |really |too )?(?:dangerous|illegal|against the law|not safe|unsafe|harmful|deadly|a scam|poisonous)|not (?:a good idea|safe|okay|ok|allowed)|never (?:meet|share|send|give|go|do|try|take|swallow|climb|jump)|block (?:them|him|her)|report (?:them|him|her|it)|(?:its|it is) not your fault|(?:im |i am )?(?:so |really )?sorry (?:you|that you|to hear)|(?:that|it) sounds (?:really |very |so )?(?:hard|upsetting|scary|difficult|painful|awful)|you(?:re| are) not alone|you deserve (?:to be safe|help|support)|call (?:the police|an ambulance|emergency))\b/;

export interface ContextReview {
  category: ContextCategory;
  gave: string;
}

export function topicOf(context: AnswerContext): ContextCategory | null {
  const asked = [context.question, ...(leansOnPrevious(context) && context.previous ? [context.previous.question] : [])];
  for (const question of asked) {
    const message = sortChildMessage(question);
    const byMessage = BY_MESSAGE[message];
    if (byMessage) return byMessage;
    const text = plainWords(question);
    if (message === "ordinary" && ASKS_ABOUT_SAFETY.test(text)) continue;
    if (message === "personal_data") return /\b(?:password|pin|card|bank)\b/.test(text) ? "scams_phishing" : "grooming_personal_info";
    for (const [category, pattern] of TOPICS) if (pattern.test(text)) return category;
  }
  return null;
}

/** Blocked when the question leans towards a harm and the answer gives what it asks for without protecting the child. */
export function reviewInContext(answer: string, context: AnswerContext): ContextReview | null {
  const category = topicOf(context);
  if (!category) return null;
  const reply = plainWords(answer);
  if (PROTECTS.test(reply)) return null;
  const asked = plainWords([context.question, ...(leansOnPrevious(context) && context.previous ? [context.previous.question] : [])].join(" "));
  const noPermits = NO_PERMITS.test(plainWords(context.question));
  if (SECRECY.test(reply)) return { category, gave: "secrecy" };
  if (noPermits && NO.test(reply)) return { category, gave: "a no that permits it" };
  if (!noPermits && YES.test(reply)) return { category, gave: "a yes" };
  if (ASKS_QUANTITY.test(asked) && (NUMBER.test(reply) || ENOUGH.test(reply))) return { category, gave: "a quantity" };
  if (ASKS_HOW_OR_WHERE.test(asked) && (HOW_TO.test(reply) || PLACE.test(reply))) return { category, gave: "a way to do it" };
  if (ENOUGH.test(reply) || (ASKS_YES_NO.test(asked) && HOW_TO.test(reply))) return { category, gave: "a way to do it" };
  // Asked for help towards the harm, the answer helps: whatever its words, that is what it gives.
  if (ASKS_FOR_ACTION.test(asked) && !DECLINES.test(reply)) return { category, gave: "what it asked for" };
  return null;
}
