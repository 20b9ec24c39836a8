// The offer is recorded in the same serve record as the API's, so tracking counts it exactly once.
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
  birthYearOf: (userId: number) => Promise<number | null>;
}

export function createVoiceRecommendations(deps: VoiceRecommendationDeps) {
  return {
    /** The words the check passed are all the child is shown of an app. */
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
