// Recommendations in a live call (seed 000 §4): the model may call recommend_app with one of the apps eligible
// for this child now, by the same rules as a follow-up reply's (@kidsafe/ads), and an offer is recorded in the
// same serve record as the API's, so POST /api/track-recommendation with 'voice_live' counts it exactly once.
import { judgeSite } from "@kidsafe/ai";
import type { LiveApp } from "@kidsafe/ai";
import { adAgeOf, fitsAges, holdsAnyTerm, recommendationContext, subjectTerms } from "@kidsafe/ads";
import type { RecommendationPacing, ServedLedger } from "@kidsafe/ads";
import { VOICE_MAX_RECOMMENDABLE_APPS } from "@kidsafe/contracts";
import type { AgeOption, SubjectOption } from "@kidsafe/contracts";
import type { AdvertisersRepository } from "@kidsafe/db";

export interface VoiceRecommendationDeps {
  advertisers: AdvertisersRepository;
  ledger: ServedLedger;
  pacing: RecommendationPacing;
  clock: () => Date;
  /** The account's birth year (null: not given): the age ads go by for 'smart_adapt' (adAgeOf). */
  birthYearOf: (userId: number) => Promise<number | null>;
}

export function createVoiceRecommendations(deps: VoiceRecommendationDeps) {
  return {
    /**
     * The apps this child may be offered now: eligible (active, paid, judged safe, not overdue or blacklisted),
     * made for the child's age (none under 5 or of no known age), passing the site check, and in study mode only apps
     * for the chosen subject. Each with the words the check passed, which is all the child is shown of it.
     */
    async eligibleFor(child: { userId: number; age: AgeOption; subject: SubjectOption; studyMode: boolean }): Promise<LiveApp[]> {
      const forSubject = child.studyMode ? subjectTerms(child.subject) : [];
      if (child.studyMode && forSubject.length === 0) return [];
      const age = adAgeOf(child.age, await deps.birthYearOf(child.userId), deps.clock());
      if (age === null) return [];
      const { advertisers } = await deps.advertisers.listSearchable(deps.clock());
      return advertisers
        .filter(
          (app) =>
            fitsAges(app, age) &&
            (forSubject.length === 0 || holdsAnyTerm(app, forSubject)) &&
            judgeSite({ title: app.appName, description: app.description, url: app.appUrl }, { age: age.from, studyMode: false }).safe,
        )
        .slice(0, VOICE_MAX_RECOMMENDABLE_APPS)
        .map((app) => ({ advertiserId: app.id, name: app.appName, description: recommendationContext(app) }));
    },

    /** Records the model's offer in this chat session, as the API records a reply's (counted once when tracked). */
    async recordOffer(offer: { userId: number; sessionId: string; advertiserId: number; context: string }): Promise<void> {
      await Promise.all([
        deps.ledger.recordServed({
          userId: offer.userId,
          sessionId: offer.sessionId,
          placement: "voice_live",
          query: offer.context,
          advertiserIds: [offer.advertiserId],
          now: deps.clock(),
        }),
        deps.pacing.recommendationOffered(offer.userId, offer.sessionId, offer.advertiserId),
      ]);
    },
  };
}

export type VoiceRecommendations = ReturnType<typeof createVoiceRecommendations>;
