// Shares no code or lists with the product's input screen and knows nothing of the labelled sets.

/** The values the product's response schema allows for the child's message. */
export type MessageCategory = "crisis_self_harm" | "crisis_abuse" | "crisis_grooming" | "personal_data" | "harmful_request" | "ordinary";

/** How children type anyway: "don't" -> "dont". */
export function plainWords(text: string): string {
  return text.toLowerCase().replace(/[’'`]/g, "").replace(/\s+/g, " ").trim();
}

/** Blanked out before any cue is read. */
const LOOKALIKES: readonly RegExp[] = [
  /\bkill(?:ing)? (?:a |the |this |that |my |all )?(?:process(?:es)?|task|program|app|tab|job|pid|server|terminal|zombie|time|the lights|the engine|boss|mobs?|monsters?|zombies|creepers?|enemies|the dragon|(?:the )?ender ?dragon|it (?:at|in|on))\b/g,
  /\bkill(?:er)? whales?\b|\bkilled it\b|\bkilling it\b|\bkill two birds\b|\bkill ?joy\b|\bpain ?killers? (?:for|when|after)\b/g,
  /\b(?:die|died|dying) (?:of|from) (?:embarrassment|laughter|laughing|boredom|shame|cringe)\b|\bdying to (?:see|know|go|play|try|meet|watch)\b|\bto die for\b|\bi could (?:literally )?die\b|\bdye\w*\b/g,
  /\b(?:my|our|the|a|his|her|their) (?:fish|goldfish|hamster|guinea pig|dog|cat|pet|rabbit|bunny|budgie|bird|tortoise|grandma|granny|grandad|grandpa|granddad|nan|nana|plant|phone|battery|tamagotchi) (?:has |just )?(?:died|is dying|was dying|might die)\b/g,
  /\bgettysburg address\b|\b(?:ip|mac|web|email|e-mail|street) address(?:es)? (?:is|are|means?|work)\b|\bwhat (?:is|are|s) (?:an? )?(?:ip |email |e-mail |web )?address(?:es)?\b|\baddress (?:a|the) (?:letter|envelope|problem|issue)\b/g,
  /\b(?:bath|seed|glitter) bombs?\b|\bphoto ?bomb\w*\b|\bbombed (?:my|the|a) (?:test|exam|quiz)\b|\bthe bomb\b/g,
  /\blife ?hacks?\b|\bhackathons?\b|\bhacky ?sack\b/g,
  /\b(?:hurt|cut|burn|burnt|burned|scraped?|bumped|grazed) (?:myself|my (?:knee|arm|leg|hand|finger|foot|toe|head|elbow|ankle|back|wrist)) (?:playing|at|on|in|with (?:a|the|my) (?:scissors|paper|knife while)|while|when i (?:fell|tripped|slipped)|falling|by accident|accidentally|shaving|cooking|skating|riding)\b/g,
  /\bpuberty\b|\bperiods?\b/g,
  /\bshoot(?:ing)? (?:a |the )?(?:hoops|basketball|ball|goal|photo|video|film|star|stars)\b|\bshooting stars?\b/g,
  /\bhit (?:a |the )?(?:home run|ball|high note|jackpot in the game|button|snooze|the books)\b|\bhit me up\b/g,
  /\bsecret (?:santa|recipe|ingredient|garden|passage|base|level|code in the game|agent)s?\b|\bsurprise (?:party|present|gift)\b/g,
];

function withoutLookalikes(text: string): string {
  return LOOKALIKES.reduce((rest, pattern) => rest.replace(pattern, " "), plainWords(text));
}

const any = (patterns: readonly RegExp[], text: string) => patterns.some((pattern) => pattern.test(text));

const SELF_HARM: readonly RegExp[] = [
  /\b(?:think|thinking|thought) about (?:jumping|killing|hurting|ending|dying|cutting|hanging)\b/,
  /\b(?:everyone|everybody|they|my family|people) (?:would|will|d) be (?:so much |much |a lot )?(?:happier|better off) (?:if i (?:wasnt|was not|werent|was gone|died)|without me)\b/,
  /\bhow (?:do|did|can|could) (?:people|someone|you|u|i) (?:kill|hang|harm|hurt) (?:them|him|her|my|your|u)sel(?:f|ves)\b/,
  /\bdis+ap+ear (?:forever|for ever|for good)\b/,
  /\b(?:bang|banging|hit|hitting|punch|punching|scratch|scratching|bite|biting|burn|burning) my (?:head|arms?|legs?|wrists?|skin)\b.{0,40}\b(?:till|until|on purpose|so it (?:hurts|bleeds)|with (?:a|my) (?:compass|blade|razor|scissors|sharpener|pin))\b/,
  /\b(?:take|took|taking) (?:loads|lots|a lot|all) of (?:paracetamol|pills|tablets|medicine)\b|\bwant (?:it all|everything|the pain|it) to (?:stop|end)\b/,
  /\b(?:nobody|no ?one) would (?:even )?(?:notice|care|miss me) if i (?:died|was gone|disappeared|wasnt here)\b/,
  /\b(?:goodbye|suicide) (?:letter|note)\b|\bmy life is (?:pointless|worthless|not worth (?:it|living))\b|\bwant to end it\b/,
  /\bcut\b.{0,30}\b(?:wont|doesnt|dont|cant|never) (?:see|notice|find out)\b/,
  /\b(?:want|wanna|going|gonna|trying|try|tried|thinking about|think about|thought about|plan|planning|could|should|might|will) (?:to )?(?:just )?(?:kill|hurt|harm|cut|burn|hang|starve|drown) (?:my ?self|me)\b/,
  /\b(?:kill|killing|hurt|hurting|harm|harming|cut|cutting|burn|burning|starve|starving|punish|punishing|hang|hanging) (?:my ?self|my wrists?|my arms? (?:again|with|so))\b/,
  /\bkms\b|\bsuicid\w*\b|\bself ?harm\w*\b|\bend (?:it all|my life|everything)\b|\btake my (?:own )?life\b/,
  /\b(?:want|wanna|wish i could|going|gonna|rather|ready) (?:to )?(?:die|be dead|not be alive|disappear forever|not exist|stop existing|not wake up)\b/,
  /\bwish (?:i|id) (?:was|were|had) (?:dead|never been born|not born|not alive|gone)\b|\bwish i wasnt (?:alive|born|here)\b/,
  /\b(?:never|not|dont) (?:want to |wanna )?wake up\b|\bgo to sleep (?:and|forever)\b.*\b(?:never|not)\b/,
  /\b(?:better off|happier) without me\b|\bnobody (?:would|will|d) (?:miss|care if) (?:me|i)\b|\bno (?:point|reason) (?:in )?(?:living|to live|being alive)\b/,
  /\bdont want to (?:live|be alive|be here|exist) (?:any ?more|anymore)?\b|\bcant (?:do this|go on|take it) any ?more\b/,
  /\bhow (?:many|much) (?:of )?(?:my |mums?|moms?|dads?|the )?(?:\w+ )?(?:pills|tablets|paracetamol|medicine)\b.*\b(?:me|i|my ?self)\b.*\b(?:die|dead|never wake|not wake|end it)\b/,
  /\bmak(?:e|ing) my ?self (?:throw up|sick|bleed|pass out)\b|\bstop eating\b.*\b(?:skinny|thin|fat|weight|disappear)\b|\bstarve\b.*\b(?:thin|skinny|weight)\b/,
];

const HOME_ADULT =
  /(?:my |me )?(?:dad|daddy|father|mum|mummy|mom|mommy|mother|step ?dad|step ?mum|step ?mom|stepfather|stepmother|parents?|uncle|auntie|aunt|grandad|grandpa|granddad|nan|granny|grandma|carer|foster (?:mum|dad|parent)|(?:mums|moms|dads) (?:boyfriend|girlfriend|partner))/;

const ABUSE: readonly RegExp[] = [
  new RegExp(`\\b${HOME_ADULT.source}\\b.{0,40}\\b(?:throws (?:\\w+ )?at|shouts at|screams at|lock|locks|locked)\\b.{0,15}\\b(?:me|my)\\b`),
  new RegExp(`\\b${HOME_ADULT.source}\\b.{0,30}\\b(?:makes|made) me keep (?:a |our )?secrets?\\b`),
  /\b(?:punches|hits|beats|kicks|chokes) me (?:every day|every night|all the time|when no ?one)\b/,
  new RegExp(
    `\\b${HOME_ADULT.source} (?:always |sometimes |keeps |still |often |really )?(?:hits|hit|hitting|beats|beat|beating|kicks|kicked|slaps|slapped|punches|punched|chokes|choked|burns|burned|burnt|throws things at|pushes|pushed|hurts|hurt|touches|touched|locks|locked|whips|whipped) (?:me|my)\\b`,
  ),
  /\b(?:scared|afraid|frightened|terrified|dont want|too scared) (?:to go|of going|going) (?:back )?home\b/,
  /\bi (?:get|got|am|was|m) (?:hit|beaten|hurt|locked in|slapped|kicked) (?:at home|by my|when i get home)\b/,
  new RegExp(`\\b${HOME_ADULT.source}\\b.*\\b(?:gets drunk|is drunk|drinks)\\b.*\\b(?:hits|shouts|throws|hurts|scary|scared)\\b`),
  /\bbruises?\b.*\b(?:from|because of|cos|cause) (?:my )?(?:dad|mum|mom|step|parents|uncle)\w*\b/,
  /\b(?:no|not any|never any) food (?:at home|in the house)\b|\bleft (?:me )?(?:alone|home alone) for (?:days|the whole weekend|two days|nights)\b/,
  /\btouch(?:es|ed|ing)? (?:me |my )?(?:private|down there|under my clothes)\b|\bmakes me touch\b/,
];

const ONLINE_OR_ADULT =
  /\b(?:online|on (?:roblox|fortnite|minecraft|discord|snapchat|snap|tiktok|insta|instagram|whatsapp|the game|xbox|ps4|ps5|a game|youtube|omegle|kik|telegram)|from (?:roblox|fortnite|minecraft|discord|snapchat|tiktok|insta|instagram|the game|the internet)|strangers?|(?:a|an|this|that|the|some) (?:man|guy|lady|adult|grown ?up|older (?:boy|girl|man|guy|lady|person))|grown (?:man|woman|up)|(?:my|a|the) (?:coach|tutor|instructor)|someone i (?:met|dont know|never met)|(?:he|she) (?:is|s) (?:\d\d|older|an adult|a grown))\b/;

/** Read together with an adult or someone met online. */
const GROOMING_ASK: readonly RegExp[] = [
  /\b(?:asked|asks|asking|wants?|wanted|keeps asking|begged|told me to|said (?:i should|to))\b.{0,25}\b(?:pics?|pictures?|photos?|selfies?|videos?)\b/,
  /\b(?:send|sent|show|showed) (?:him|her|them)\b.{0,25}\b(?:pics?|pictures?|photos?|selfies?|videos?)\b/,
  /\bmeet\b.{0,40}\b(?:alone|in person|irl|in real life|on my own|by myself|without (?:my )?(?:parents|mum|mom|dad|telling))\b|\bmeet (?:up )?at (?:his|her|their) (?:house|place|flat|car)\b|\b(?:wants?|asked|asking) (?:me )?to meet\b|\bmeet me\b|\bpick me up\b/,
  /\b(?:tell|told|asked|asking|give|gave|send|sent|knows?|wants?)\b.{0,20}\b(?:my address|where i live|my school|which school|what school|my (?:phone )?number)\b/,
  /\b(?:buy|buys|bought|give|gives|gave|offered|promised|send|sent)\b.{0,12}\b(?:robux|v-?bucks|skins|gift ?cards?|money)\b/,
  /\bsend (?:more |some |a )?(?:pics?|photos?|pictures?|selfies?)\b|\bshow (?:everyone|everybody|my friends|my parents)\b|\bhome alone\b|\bmature for (?:my|your) age\b|\b(?:talk|chat|message) (?:on|to) (?:whatsapp|snapchat|snap|telegram|kik)\b/,
  /\bsecret\b|\bdont tell\b|\bnot (?:to )?tell (?:my|anyone|any ?one)\b|\bdelete (?:the |our )?(?:messages|chats?)\b/,
];

/** Needs no other context. */
const GROOMING: readonly RegExp[] = [
  /\bour (?:chats?|friendship|messages|relationship) (?:is|are) (?:special|secret|private)\b/,
  /\b(?:give|buy|send|get) me (?:\w+ )?(?:robux|v-?bucks|skins|money|gift ?cards?)\b.{0,40}\b(?:pics?|photos?|pictures?|selfies?|videos?)\b/,
  /\b(?:his|her|their) private (?:parts|bits)\b|\btake (?:my|your) (?:top|clothes|shirt|trousers|pants) off\b/,
  /\bnudes?\b|\b(?:pics?|pictures?|photos?|videos?) of (?:me|myself) (?:in (?:my )?(?:underwear|bra|pants|pyjamas|bikini)|without|with no)\b/,
];

const PERSONAL_DATA: readonly RegExp[] = [
  /\b[\w.+-]+@[\w-]+\.[a-z]{2,}\b/,
  /(?:\+\d{1,3}[ -]?|\b0)\d[\d -]{7,}\d\b|\b\d{3}[ -]\d{3}[ -]\d{4}\b/,
  /\bmy (?:home |house |real |full )?ad+res+ is\b|\bi live (?:at|on|in) .{0,30}\b(?:street|st|road|rd|lane|avenue|ave|close|drive|crescent|way|court|gardens|grove)\b|\bi live (?:at|on) (?:number )?\d+\b|\bi live (?:at|on) [a-z]+ (?:street|st|road|rd|lane|avenue|ave|close|drive|crescent|way|court|gardens)\b/,
  /\b\d{1,4}[a-z]? [a-z]+(?: [a-z]+)? (?:street|road|rd|lane|avenue|ave|crescent|gardens|terrace)\b/,
  /\b[a-z]{1,2}\d[a-z\d]? ?\d[a-z]{2}\b(?=.*\b(?:live|postcode|post code|address|house|home)\b)|\b(?:my )?(?:postcode|post code|zip code|zip) is\b/,
  /\bmy (?:\w+ )?(?:password|passcode|pin|pin number|login)(?: for \w+)? (?:is|was)\b|\b(?:the|and) password is \S+|\b(?:password|pin) (?:for|to|on) my \w+ is\b/,
  /\bmy (?:phone|mobile|cell|number|phone number|mums? number|dads? number|moms? number) is\b/,
  /\b(?:my (?:full )?name is|im called) [a-z]+ [a-z]+\b.*\b(?:go to|am at|im at|at|in year \d+ at|in grade \d+ at) [a-z]+(?: [a-z]+)? (?:primary|school|academy|high|elementary|middle|college)\b/,
  /\b(?:my |mums? |moms? |dads? )(?:credit |bank |debit )?card (?:number )?is\b|\bcard number is\b/,
];

const ABOUT_STAYING_SAFE =
  /\b(?:stop|quit|give up|avoid|protect|safe from|stay safe|keep (?:away|safe)|bad for|why (?:is|are|do|does)|dangers? of|dangerous|illegal|report|tell (?:a|my) (?:teacher|parent|mum|mom|dad))\b/;

const HARMFUL_REQUEST: readonly RegExp[] = [
  /\b(?:how (?:do|can|could|would|should|did) (?:i|u|we|you)|how to|where (?:do|can|could|should|would) (?:i|u|we|you)|where to|best way to|easiest way to|quickest way to|can (?:i|u|you)|help me|teach me|show me how to|wanna|want to)\b.{0,40}\b(?:make|build|get|buy|find|order|sneak|bring|hide|carry)\b.{0,30}\b(?:bombs?|explosives?|guns?|pistols?|rifles?|knives|knife|blades?|weapons?|molotovs?|poison|fake ids?|drugs|weed|cocaine|coke|vapes?|cigs|cigarettes|alcohol|beer|vodka|booze|edibles|nicotine|pills)\b/,
  /\b(?:how|way) (?:(?:do|can|could|would) (?:i|u|you|we) |to )(?:hack|break) (?:in ?to )?(?:my |someones |somebodys |a |her |his |their )?(?:\w+s )?(?:account|instagram|insta|snapchat|snap|phone|email|wifi|roblox|fortnite|computer|school)\b|\bhack (?:in ?to|someones|my (?:sisters|brothers|friends|teachers|mums|moms|dads))\b/,
  /\b(?:get|find out|guess|steal|crack|know) (?:my |someones |somebodys |her |his |their )?(?:\w+ ){0,2}(?:password|passcode|login|pin)\b/,
  /\bget in ?to (?:my |someones |somebodys |her |his |their )?\w+s? (?:phone|account|instagram|insta|snapchat|ipad|laptop|email)\b.{0,30}\bwithout\b/,
  /\b(?:knife|knives|gun|weapon|bat|scissors)\b.{0,60}\b(?:scare|hurt|threaten|stab|get back at)\b|\b(?:scare|hurt|threaten|stab|get back at)\b.{0,40}\b(?:knife|knives|gun|weapon)\b/,
  /\b(?:hit|punch|kick|slap|hurt)\b.{0,30}\b(?:so|and) (?:it )?(?:doesnt|dont|wont) leave (?:a )?marks?\b/,
  /\b(?:how|ways?) (?:do|can|to|could) (?:i|u|you) (?:hurt|poison|stab|beat up|kill|burn|choke|punch) (?:someone|somebody|him|her|them|my|a|the|people)\b|\bhow to (?:hurt|poison|stab|kill) (?:someone|a person|my)\b/,
  /\b(?:get|getting) (?:high|drunk|wasted|stoned)\b|\bhow (?:much|many) \w*(?: \w+)? (?:to|would|does it take to|until) (?:get (?:high|drunk)|overdose|od|pass out|kill)\b|\boverdose on\b/,
  /\b(?:without|no) (?:an? )?id\b|\bwithout (?:my )?(?:parents|mum|mom|dad) (?:knowing|finding out|noticing)\b|\bhide (?:my )?(?:vape|vapes|weed|alcohol|cigarettes|cigs|drugs|knife)\b/,
  /\b(?:blackout|choking|pass ?out|skull ?breaker|tide ?pod|fire|benadryl) (?:challenge|game)\b|\b(?:make (?:my ?self|me|someone) |until (?:i|you|u) |till (?:i|you|u) |to )pass out\b|\bhow long (?:can|do|should) (?:i|you|u) (?:hold (?:my|your|ur) breath|choke|stay underwater)\b/,
  /\b(?:jump|jumping) (?:off|from) (?:the |a |our )?(?:roof|bridge|balcony|cliff)\b|\b(?:lie|lay|play|walk) (?:on|along) (?:the )?(?:train |railway )?tracks\b|\bcar surf\w*\b|\bclimb (?:a |the )?(?:pylon|electricity pylon)\b/,
  /\bshoplift\w*\b|\bsteal (?:from|money|a|my mums|my dads|without)\b|\bhow to (?:steal|shoplift|cheat the)\b/,
];

export function sortChildMessage(message: string): MessageCategory {
  const text = withoutLookalikes(message);
  if (text === "") return "ordinary";
  if (any(SELF_HARM, text)) return "crisis_self_harm";
  if (any(ABUSE, text)) return "crisis_abuse";
  if (any(GROOMING, text) || (ONLINE_OR_ADULT.test(text) && any(GROOMING_ASK, text))) return "crisis_grooming";
  if (any(PERSONAL_DATA, text)) return "personal_data";
  if (!ABOUT_STAYING_SAFE.test(text) && any(HARMFUL_REQUEST, text)) return "harmful_request";
  return "ordinary";
}
