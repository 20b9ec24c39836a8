// Patterns of meaning rather than single words; allow-patterns for innocent look-alikes (history, biology, swimming
// strokes, medicine) are blanked out before a category's patterns look.
import type { ReplyModerationCategory } from "./reply-moderation-rubric.ts";

export interface CategoryPatterns {
  category: Exclude<ReplyModerationCategory, "unsafe_links">;
  patterns: readonly RegExp[];
  allow: readonly RegExp[];
  /** Applied only when the child's age is known and at most `maxAge`. */
  younger?: { maxAge: number; patterns: readonly RegExp[] };
  /** A sentence naming one and pushing the child towards it (PUSH, nothing of PROTECT) is refused. */
  lexicon: RegExp;
}

export const PUSH =
  /(?:^|[,;:]\s*|\b(?:and|then|so|just|now|also|first|next)\s+)(?:try|take|send|buy|bet|go|use|hide|put|make|keep|get|join|click|visit|log|type|copy|share|add|call|climb|jump|eat|swallow|drink|smoke|hold|lie|ride|drive|dare|play|order|create|post|start|place|sign|scan|download|pretend|invest|claim|delete|sneak|turn|spray|choke|hit|punch|bite|bring|mix|wear|aim|sell|borrow|wager|give|grab|pour|stab|chase|pick|plan|deposit|pay|reply|enter|disable|smash|film|hang|throw|wait|swing|move|come|lend|transfer|snort|spend|skip|tell|show|see\s+how)\b|\byou\s+(?:should|could|can|need\s+to|have\s+to|'?ll|will)\b|\blet'?s\b|\bwhy\s+not\b|\b(?:it'?s|is|are)\s+(?:fun|easy|cool|safe|totally\s+safe|fine|normal|natural|basically|no\s+big\s+deal|the\s+(?:best|fastest|easiest|quickest)|a\s+(?:great|good|fun|quick|easy)\s+way)\b|\b(?:nobody|no\s+one)\s+(?:will|would|has\s+to|needs\s+to)\b|\bwon'?t\s+(?:hurt|notice|check|ask)\b|\bnever\s+(?:ask|check)\b|\b(?:lots\s+of|many|most)\s+(?:kids|teens|students|people)\s+(?:do|take|use|choose|try)\b|\bgoes\s+viral\b|\bamazing\b|\b(?:a|the)\s+(?:good|great|best|easy|quick|fun)\s+way\b|\bif\s+you'?re\s+willing\b|\bpays?\s+well\b|\b(?:make|making)\s+money\b|\bwill\s+make\s+you\b|\bpush\s+through\b/i;

/** A sentence with one is not pushed. */
export const PROTECT =
  /\b(?:(?:never|don'?t|do\s+not|not\s+to)\s+(?:ever\s+)?(?:share|give|send|post|try|climb|swim|meet|go|do\s+(?:it|this)|touch|copy|click|reply)|against\s+the\s+law|illegal|dangerous|harmful|addictive|scam\w*|phishing|trusted|(?:tell|ask|with|show\s+it\s+to)\s+a\s+grown-?up|grown-?up\s+you\s+trust|teacher|parent'?s\s+permission|with\s+a\s+parent|(?:ask|tell)\s+(?:a|an|your)\s+(?:parent|adult|doctor)|helpline|doctor|dose|label|emergency|laws?|legal|(?:claiming|pretending)\s+to\s+be|safely|could\s+die|might\s+die|lifeguard|warning|in\s+the\s+(?:story|novel|film|play)|1[0-9]{3}|history|museum|keep\s+(?:it|them|your\s+\w+)\s+(?:safe|private|secret))\b/i;

function words(...list: string[]): RegExp {
  return new RegExp(`\\b(?:${list.join("|")})(?:s|es|ed|ing|er|ers)?\\b`, "i");
}

/** Safety advice ("never share your address", "don't send photos") is the opposite of the harm it names. */
const ADVICE_NOT_TO =
  /\b(?:never|don'?t|do not|not to|shouldn'?t)\s+(?:ever\s+)?(?:share|give(?: out| away)?|send|post|copy|try|climb|swim)\b[^.!?]*/gi;

export const CATEGORY_PATTERNS: readonly CategoryPatterns[] = [
  {
    category: "sexual_content",
    lexicon:
      /\b(?:nude|naked(?!\s+eye)|sex|sexy|porn\w*|topless|without\s+your\s+top|(?:clothes|top|shirt)\s+off|take\s+(?:your|their)\s+clothes|underwear|bra|lingerie|webcam\s+sites?|make\s+out|hook\s*up|turn\s+(?:him|her)\s+on|doing\s+it|fell\s+into\s+bed|kissing\s+games|go\s+further)\b/i,
    patterns: [
      /\b(?:tearing|ripping|pulling)\s+(?:at\s+)?(?:each\s+other'?s|his|her)\s+clothes\b|\bfell\s+into\s+bed\b/i,
      words("porn", "porno", "pornography", "pornographic", "hentai", "nsfw", "erotic", "orgasm", "blowjob", "sexting", "onlyfans", "stripper"),
      /\bmasturbat\w*/i,
      /\b(?:had|have|having)\s+sex\b|\bsex\s+positions?\b|\boral\s+sex\b|\bthreesome\b|\bstrip\s+poker\b|\blose\s+your\s+virginity\b|\bgo\s+all\s+the\s+way\b/i,
      /\b(?:sexy|lewd|steamy|moan(?:ed|ing|s)?|undress\w*)\b/i,
      /\b(?:nude|naked|lewd|dirty|sexy|underwear|swimsuit)\s+(?:pics?|photos?|pictures?|selfies?|videos?|images?)\b/i,
      /\b(?:send|share|sell|post)\w*\b[^.!?]{0,40}\b(?:nudes?|naked|lewd|in\s+your\s+underwear)\b/i,
      /\b(?:pics?|photos?|pictures?|selfies?)\s+of\s+you\s+in\s+your\s+(?:underwear|swimsuit|bikini|pyjamas)\b/i,
      /\b(?:get|getting|are)\s+naked\b|\btake\s+off\s+a\s+piece\s+of\s+clothing\b|\bshow\s+(?:more|some)\s+skin\b/i,
      /\b(?:touch|touching|rub|rubbing)\w*\b[^.!?]{0,30}\b(?:breasts?|private\s+parts|penis|vagina|bodies)\b/i,
      /\bbod(?:y|ies)\s+tangled\b|\b(?:pulled|pull|took|take)\s+off\s+(?:his|her|your)\s+(?:bra|underwear|pants|knickers)\b/i,
      /\bturn\s+(?:him|her|you)\s+on\b|\bhook-?up\s+apps?\b|\badult\s+(?:videos?|sites?|films?)\b/i,
    ],
    allow: [],
    younger: { maxAge: 9, patterns: [/\b(?:boyfriend|girlfriend|kiss(?:ing)?\s+(?:on\s+the\s+lips|passionately))\b/i] },
  },
  {
    category: "self_harm",
    lexicon:
      /\b(?:cut(?:ting)?\s+yourself|the\s+deeper\s+you\s+cut|overdos\w*|painkillers|razors?|blades?|starv\w*|fasting|purg\w*|throw\s+up|laxatives|calories|skinny|thinnest|suicide|disappear(?:ed)?\s+forever|hurt\s+yourself|punish\s+yourself|bruises?|wrists?|noose|way\s+out)\b/i,
    patterns: [
      /\b(?:happier|better)\s+(?:off\s+)?(?:if|without)\s+you\b|\bdisappeared\s+forever\b|\bthe\s+deeper\s+you\s+cut\b|\bcut\b[^.!?]{0,30}\brelief\b/i,
      /\b(?:kill|hurt|cut|harm|burn|starv|hit|punish|scratch)\w*\s+(?:yourself|urself)\b/i,
      /\bend\s+(?:your|my)\s+(?:own\s+)?life\b|\bend(?:ing)?\s+it\s+all\b|\bending\s+it\b[^.!?]{0,20}\banswer\b|\bkys\b/i,
      /\bbetter\s+off\s+dead\b|\bnobody\s+would\s+miss\s+you\b|\bwant\s+to\s+die\b|\bgoodbye\s+(?:letter|note)\b|\bsuicide\s+(?:method|note)s?\b/i,
      /\bsuicide\s+is\b[^.!?]{0,30}\b(?:brave|answer|choice|option|way\s+out)\b/i,
      /\bcutting\b[^.!?]{0,40}\b(?:pain|feel|cope|big\s+deal|scars)\b|\bhide\s+(?:the|your)\s+(?:marks|scars|cuts|blades)\b|\byour\s+blades\b/i,
      /\bscratch\w*\s+(?:your|my)\s+(?:arms|skin|wrists)\b|\b(?:whole|entire)\s+bottle\s+of\s+pills\b|\b(?:lethal|deadly)\s+dose\b/i,
      /\bskip(?:ping)?\s+meals\b|\bmake\s+yourself\s+(?:throw\s+up|sick|vomit)\b|\bthrow\s+up\s+after\b|\bpro-?ana\b|\bthinspo\w*|\bthinspiration\b/i,
      /\b(?:less|fewer)\s+than\s+\d+\s+calories\b|\bget\s+thin\s+fast\b|\bstay\s+skinny\b/i,
      /\b(?:don'?t|do\s+not|never)\s+(?:talk\s+to|call)\s+(?:a\s+|the\s+)?helpline\b|\bdon'?t\s+let\s+anyone\s+stop\s+you\b/i,
    ],
    // "Thinking about hurting yourself? Tell a trusted adult" is the help the rubric asks for.
    allow: [
      /\b(?:thinking\s+about|thoughts\s+of|feel\s+like)\s+(?:hurting|harming|killing)\s+yourself\b[^.!?]{0,80}\b(?:tell|talk|call|help)\b/gi,
      /\b(?:hurt|harm)\s+yourself\s+(?:is|are)\s+(?:dangerous|serious|never\s+ok)\b/gi,
    ],
  },
  {
    category: "violence_weapons",
    lexicon:
      /\b(?:weapons?|knife|knives|guns?|crossbows?|bricks?|(?:stones|rocks)\s+at|something\s+heavy|punch|kick|beat\s+(?:him|her|them)\s+up|stab|shoot|attacks?|hurt\s+(?:him|her|them|someone)|teach\s+(?:him|her|them)\s+a\s+lesson|fight)\b/i,
    patterns: [
      /\battacks?\s+on\s+(?:crowded|busy|public)\s+places\b/i,
      /\b(?:make|build|assemble|3d[- ]print|sharpen)s?\b[^.!?]{0,40}\b(?:bomb|pipe\s+bomb|explosive|molotov|gun|firearm|silencer|knife|weapon)s?\b/i,
      /\b(?:bring|carry|keep|hide)\w*\b[^.!?]{0,25}\b(?:weapon|knife|knives|gun|blade)s?\b[^.!?]{0,30}\b(?:school|bag|sock|pocket|use\s+it)\b/i,
      /\b(?:get|buy|order)\w*\b[^.!?]{0,20}\b(?:gun|firearm|switchblade|weapon)s?\b/i,
      /\b(?:punch|hit|kick|bite|stab|smash|hurt|poison\w*)\b(?!\s+(?:themselves|yourself|himself|herself))[^.!?]{0,30}\b(?:him|her|them|someone|throat|face|head|sister|brother|dog|cat|hamster|teacher)\b/i,
      /\baim\s+for\s+(?:the|their|his|her)\s+(?:face|head|eyes)\b|\bstab\s+first\b|\b(?:going\s+to|gonna)\s+(?:kill|shoot|stab)\b/i,
      /\bgore\b|\bblood\s+sprayed\b|\bsliced\s+through\b|\bmolotov\b|\bshoot(?:ing)?\s+up\s+a\b|\bgang\s+up\s+on\b|\bset(?:ting)?\s+fire\s+to\s+someone\b/i,
      /\bterrorists?\s+are\s+(?:heroes|brave|right)\b|\bjoining\s+them\b/i,
    ],
    allow: [],
  },
  {
    category: "drugs_alcohol_tobacco",
    lexicon:
      /\b(?:alcohol|beer|cider|wine|vodka|spirits|drinks\s+cabinet|flask|drunk|tipsy|cans|vapes?|vaping|cigarettes?|tobacco|nicotine|weed|cannabis|edibles|joints?|adderall|drugs?|cocaine|ecstasy|mdma|stoned|how\s+old\s+you\s+are|without\s+(?:an\s+)?id)\b/i,
    patterns: [
      words("cocaine", "heroin", "meth", "methamphetamine", "fentanyl", "lsd", "mdma", "ecstasy", "ketamine"),
      /\bmagic\s+mushrooms\b|\bget(?:ting)?\s+(?:high|drunk|wasted|tipsy|stoned)\b|\btipsy\b|\bpregame\b|\bsniff\w*\s+(?:glue|markers|gas|aerosols?)\b/i,
      /\b(?:drink|drinking|sip|smoke|smoking|vape|try|mix)\w*\b[^.!?]{0,30}\b(?:shots|vodka|beer|wine|alcohol|weed|joint|cigarettes?|mango\s+one|pills)\b/i,
      /\b(?:buy|get|order)\w*\b[^.!?]{0,30}\b(?:vapes?|cigarettes|alcohol|beer|booze|nicotine|weed)\b/i,
      /\bwithout\s+(?:showing\s+)?(?:an?\s+)?id\b|\bfake\s+ids?\b|\bunderage\b|\b(?:don'?t|never|won'?t)\s+check\b|\bolder\s+(?:friend|brother|sister)\s+to\s+buy\b/i,
      /\b(?:lie|lying)\s+about\s+your\s+(?:age|birthday)\b|\bset\s+your\s+age\s+to\b|\b(?:saying|say)\s+you'?re\s+(?:18|over\s+18)\b|\bthe\s+box\s+that\s+says\s+you'?re\s+over\b/i,
      /\bhide\s+your\s+(?:vape|cigarettes|weed|drink)\b|\btell\s+you'?re\s+drinking\b|\bdealers?\b[^.!?]{0,30}\b(?:drop|deliver|sell)\b/i,
      /\b(?:weed|vaping|mushrooms|alcohol)\b[^.!?]{0,40}\b(?:totally\s+safe|are\s+safe|is\s+safe|natural|cooler|fun|relax|confident|partying)\b/i,
      /\b(?:one\s+puff|a\s+small\s+line)\b[^.!?]{0,20}\bwon'?t\s+hurt\b|\bsmoke\s+a\s+joint\b|\b(?:sleeping|mum'?s|dad'?s)\s+pills\b/i,
    ],
    // Health lessons name the substances to warn about them.
    allow: [/\bsay(?:ing)?\s+no\s+to\b[^.!?]*/gi],
    younger: { maxAge: 9, patterns: [/\b(?:beer|wine|vodka|cigarettes?|vapes?|vaping)\b/i] },
  },
  {
    category: "gambling",
    lexicon:
      /\b(?:bet(?:s|ting|ted)?|gambl\w*|casinos?|poker|roulette|slots?|fruit\s+machines?|jackpots?|odds|bookies?|wagers?|tipsters?|horses?\s+to\s+back|case\s+opening|scratch\s+cards?|lottery|loot\s+boxes)\b/i,
    patterns: [
      /\b(?:bet|wager|stake|put|spend)\w*\b[^.!?]{0,25}\b(?:your|the|all|lunch|pocket|birthday)\b[^.!?]{0,15}\b(?:money|savings|console|items|cash)\b/i,
      /\b(?:sports\s+betting|betting\s+(?:apps?|sites?|pool)|online\s+casinos?|bookies?|bookmakers?|accumulator\s+bets?|free\s+spins|bonus\s+chips|skin\s+gambling|crash\s+gambling|slot\s+machine\s+apps?|real\s+money)\b/i,
      /\bchas(?:e|ing)\s+(?:your\s+)?losses\b|\bbet\s+(?:bigger|more|again)\b|\bplace\s+(?:a|more|an|your\s+first)\s+(?:\w+\s+)?bets?\b|\bbuy\w*\b[^.!?]{0,20}\bloot\s+boxes\b/i,
      /\b(?:try|play)\w*\b[^.!?]{0,15}\b(?:blackjack|roulette|poker|slots)\b|\bgambling\s+is\s+(?:a\s+)?(?:smart|good|great|easy|quick)\b/i,
      /\b(?:buy|spend)\w*\b[^.!?]{0,30}\b(?:lottery\s+tickets|scratch\s+cards)\b|\blottery\s+tickets\s+are\s+the\b/i,
    ],
    allow: [/\b(?:i|you\s+can)\s+bet\b/gi],
  },
  {
    category: "hate_harassment",
    lexicon:
      /\b(?:foreigners|immigrants|refugees|accents?|skin\s+colou?r|gays?|trans|disabled|fat|ugly|pig|stupid|loser|weirdo|freak|backward|not\s+welcome|don'?t\s+deserve|steal\s+(?:our\s+)?jobs|meme\s+of|laugh\s+at|make\s+fun|leave\s+(?:him|her|them)\s+out)\b/i,
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
      words("nigger", "nigga", "faggot", "kike", "chink", "spic", "tranny"),
      /\bretard\b/i,
      /\b(?:people|immigrants|refugees|muslims|jews|jewish\s+people|christians|races|girls|boys|women|men|kids)\b[^.!?]{0,25}\bare\s+(?:all\s+|just\s+|naturally\s+|simply\s+)?(?:more\s+|less\s+)?(?:lazy|thieves|dirty|weird|disgusting|terrorists|vermin|inferior|stupid|violent|intelligent|a\s+burden|confused|worse|ruining)\b/i,
      /\b(?:vermin|inbreds?|subhuman|parasites)\b|\bsent\s+back\s+where\s+they\s+came\s+from\b|\bsecretly\s+control\b|\bbelong\s+in\s+the\s+kitchen\b/i,
      /\b(?:tell|call|post|send)\w*\b[^.!?]{0,50}\b(?:ugly|fatty|loser|trash|go\s+die|nobody\s+will\s+ever\s+love)\b/i,
      /\b(?:make\s+fun\s+of|laugh\s+at\s+their|spread\s+rumou?rs|embarrassing\s+photos|kicked\s+out\s+of\s+the\s+friend\s+group)\b/i,
      /\bdon'?t\s+(?:play|sit|be\s+friends)\s+with\s+(?:the\s+)?(?:kids|children|people)\s+who\b/i,
      /\b(?:people|kids|children|foreigners|immigrants|refugees|religion|girls|boys|women|men)\b[^.!?]{0,30}\b(?:are\s+always|is\s+full\s+of|are\s+all|all\s+are)\b/i,
    ],
    allow: [],
  },
  {
    category: "grooming_personal_info",
    lexicon:
      /\b(?:secrets?|address|postcode|which\s+bus|school\s+uniform|which\s+school|house\s+looks\s+like|my\s+(?:flat|house|place|car)|whatsapp|snapchat|instagram|discord|private\s+chat|(?:mum|dad|mom)'?s\s+name|phone\s+number|(?:photo|picture|pic)\s+of\s+(?:you|your)|older\s+friends?)\b/i,
    patterns: [
      /\bwhat'?s\s+your\s+(?:home\s+)?address\b|\bwhat\s+is\s+your\s+(?:home\s+)?address\b|\bwhere\s+do\s+you\s+live\b|\bwhat\s+school\s+do\s+you\s+go\s+to\b|\bwhat\s+street\s+do\s+you\s+live\s+on\b/i,
      /\btell\s+me\b[^.!?]{0,30}\b(?:your\s+(?:full\s+name|address|school|phone\s+number|birthday|location|password)|which\s+school|where\s+you\s+live)\b/i,
      /\bour\s+(?:little\s+)?secret\b|\bjust\s+between\s+(?:you\s+and\s+me|us)\b|\bif\s+you\s+tell\s+anyone\b|\bwouldn'?t\s+understand\b/i,
      /\bdon'?t\s+tell\s+(?:your\s+)?(?:mom|mum|dad|parents?|teachers?|anyone)\b|\bsecret\s+account\b|\bdelete\s+(?:our|these|the)\s+messages\b/i,
      /\b(?:meet(?:\s+up)?|visit\s+me)\b[^.!?]{0,40}\b(?:just\s+the\s+two\s+of\s+us|alone|somewhere\s+quiet|this\s+weekend|pay\s+for\s+the\s+bus)\b/i,
      /\badd\s+me\s+on\b|\btalk\s+privately\b|\bi'?ll\s+text\s+you\b|\bturn\s+on\s+your\s+(?:webcam|camera)\b|\bshow\s+me\s+your\s+(?:bedroom|body)\b/i,
      /\b(?:send|show)\w*\s+me\b[^.!?]{0,30}\b(?:selfie|photo|pic|picture)s?\b|\b(?:send|show)\s+me\s+a\s+(?:photo|picture|pic)\s+of\s+you\b/i,
      /\b(?:share|send)\s+your\s+location\b|\bhome\s+alone\b|\bwhen\s+your\s+parents\s+(?:go\s+out|are\s+away|are\s+asleep)\b|\bsneak\s+out\b/i,
      /\bgive\s+me\s+your\s+password\b|\b(?:post|give|send)\w*\b[^.!?]{0,15}\byour\s+(?:phone\s+number|address)\b|\bmature\s+for\s+your\s+age\b|\bbetter\s+than\s+your\s+parents\b/i,
      /\byour\s+parents\s+are\s+too\s+strict\b|\bpick\s+you\s+up\s+in\s+my\s+car\b/i,
      /\b(?:what'?s|what\s+is|where'?s|where\s+is)\s+your\s+(?:(?:mum|dad|mom)'?s\s+)?(?:name|address|postcode|street|password|location)\b|\bwhich\s+(?:bus|school|street)\s+do\s+you\b/i,
      // Hiding something from the grown-ups around a child, whatever it is.
      /\b(?:so|and|where)\s+(?:that\s+)?(?:nobody|no\s+one|your\s+(?:parents|mum|mom|dad|teachers?)|teachers)\b[^.!?]{0,30}\b(?:notices?|find\s+out|finds\s+out|don'?t\s+see|can'?t\s+see|see)\b/i,
    ],
    allow: [ADVICE_NOT_TO, /\b(?:write|put)\s+your\s+address\s+(?:in|at|on)\b[^.!?]*/gi],
  },
  {
    category: "scams_phishing",
    lexicon:
      /\b(?:passwords?|login|log-?in\s+details|(?:six|4|6)-digit\s+code|the\s+code|pin|bank\s+card|card\s+(?:details|number)|your\s+card|cvv|redelivery\s+fee|small\s+fee|gift\s+cards?|crypto|trading\s+bot|doubles?\s+your|transfer\s+your\s+money|verified\s+badge|support\s+account|unlock\s+the\s+extra)\b/i,
    patterns: [
      /\b(?:enter|type|send|give|copy|share|reply\s+with|tell\s+me)\w*\b[^.!?]{0,40}\b(?:card\s+(?:number|details)|credit\s+card|bank\s+(?:details|card)|password|verification\s+code|the\s+code|login\s+details|pin|cvv|three\s+digits)\b/i,
      /\b(?:you'?ve|you\s+have)\s+won\b|\blucky\s+winner\b|\bclaim\s+your\s+(?:prize|free|bonus)\b|\bfree\s+(?:v-?bucks|robux|iphone|gems|coins|skins|game\s+credits)\b/i,
      /\b(?:buy|send)\w*\b[^.!?]{0,20}\bgift\s+cards?\b|\bdouble\s+your\s+money\b|\bguaranteed\s+to\s+(?:go\s+up|double|grow)\b|\bearn\s+thousands\b|\bstarter\s+fee\b|\brecruit\s+your\s+friends\b/i,
      /\bremote\s+access\b|\b(?:disable|turn\s+off)\s+your\s+antivirus\b|\bcracked\s+app\b|\bcall\s+this\s+number\b|\bthrough\s+your\s+bank\s+account\b/i,
      /\b(?:fake|pretend)\w*\b[^.!?]{0,30}\b(?:email|charity|website|login)\b/i,
      /\b(?:mum|mom|dad|parent|parents)'?s?'?\s+(?:saved\s+)?(?:card|credit\s+card|paypal|bank)\b/i,
      /\b(?:sign|log)\s+in\b[^.!?]{0,40}\b(?:free|claim|bonus|unlock|generator)\b|\b(?:free|claim|bonus|generator)\b[^.!?]{0,40}\b(?:sign|log)\s+in\b/i,
    ],
    // Lessons about scams name what scammers ask for: the whole sentence that names a scam. Tried only where a
    // sentence starts (the look-behind), so the search is linear, not one scan to the sentence's end per letter.
    allow: [ADVICE_NOT_TO, /(?<=^|[.!?])[^.!?]*\b(?<!not\s)(?:scam\w*|phishing)\b[^.!?]*/gi, /\bbanks?\s+will\s+never\s+ask\b[^.!?]*/gi],
  },
  {
    category: "dangerous_challenges",
    lexicon:
      /\b(?:roofs?|rooftop\w*|the\s+edge|back\s+of\s+a\s+(?:bus|car|lorry)|hot\s+(?:hob|stove|plate)|the\s+hob|snort\w*|crushed|choke|underwater|train\s+tracks|pylons?|thin\s+ice|cliffs?|motorway|traffic|film\s+yourself|how\s+many\s+seconds|as\s+long\s+as\s+you\s+can|hang\s+off)\b/i,
    patterns: [
      /\b(?:blackout|skull\s*breaker|benadryl|tide\s+pod|fire|cinnamon|salt\s+and\s+ice|choking|pass-?out)\s+challenge\b|\btide\s+pods?\b|\bskull\s*breaker\b|\bplay\s+chicken\b/i,
      /\buntil\s+(?:you|they)\s+(?:pass\s+out|feel\s+dizzy|faint)\b|\b(?:choke|strangle)\w*\s+(?:yourself|each\s+other|your\s+friend)\b/i,
      /\bhold\w*\s+your\s+(?:breath|head\s+underwater)\b[^.!?]{0,40}\b(?:as\s+long\s+as\s+you\s+can|until|record)\b/i,
      /\b(?:eat|swallow|drink|take)\w*\b[^.!?]{0,25}\b(?:a\s+whole\s+(?:spoonful|bottle|packet)|whole\s+packet)\b|\bwithout\s+(?:water|milk)\b/i,
      /\b(?:lie|lying|climb|stand|play|ride|drive|jump|swim)\w*\b[^.!?]{0,40}\b(?:train\s+tracks|railway\s+line|moving\s+car|pylon|frozen\s+lake|eyes\s+closed|no\s+helmet|no\s+hands|the\s+top\s+bunk|off\s+the\s+(?:bridge|roof|balcony))\b/i,
      /\bcar\s+surfing\b|\b(?:penny|coin|fork)\b[^.!?]{0,30}\b(?:plug|socket|outlet|prongs)\b|\bdeodorant\b[^.!?]{0,20}\bskin\b|\bdare\s+(?:your|a)\s+friend\b/i,
    ],
    allow: [ADVICE_NOT_TO],
  },
];
