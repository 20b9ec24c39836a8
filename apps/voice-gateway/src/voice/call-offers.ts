// The apps the model may recommend in this call: only those offered to it, shown with the words their check passed.
import type { LiveApp } from "@kidsafe/ai";
import type { VoiceServerMessage } from "@kidsafe/contracts";
import type { Logger } from "@kidsafe/server-kit";
import type { VoiceRecommendations } from "./voice-recommendations.ts";

export interface CallOffersIo {
  send(message: VoiceServerMessage): void;
  answer(toolCallId: string, shown: boolean): void;
}

export class CallOffers {
  /** The apps offered to the model in this call, with the words the child may be shown of each. */
  private approvedWords = new Map<number, string>();
  /** recommend_app calls being recorded, and not cancelled. */
  private readonly pendingTools = new Set<string>();

  constructor(
    private readonly deps: { recommendations: VoiceRecommendations; log: Logger },
    private readonly call: { userId: number; sessionId: string },
    private readonly io: CallOffersIo,
  ) {}

  /** What the child is shown of an app the model picks: the words its check passed, never the model's. */
  approve(apps: readonly LiveApp[]): void {
    this.approvedWords = new Map(apps.map((app) => [app.advertiserId, app.description]));
  }

  cancelled(ids: readonly string[]): void {
    for (const id of ids) this.pendingTools.delete(id);
  }

  async offer(call: { id: string; advertiserId: number }): Promise<void> {
    const context = this.approvedWords.get(call.advertiserId);
    if (context === undefined) return this.io.answer(call.id, false);
    this.pendingTools.add(call.id);
    try {
      await this.deps.recommendations.recordOffer({
        userId: this.call.userId,
        sessionId: this.call.sessionId,
        advertiserId: call.advertiserId,
        context,
      });
      if (!this.pendingTools.has(call.id)) return;
      this.io.send({ type: "recommendation", advertiserId: call.advertiserId, context });
      this.io.answer(call.id, true);
    } catch (error) {
      this.deps.log.warn({ err: error }, "recording a voice recommendation failed; it is not shown");
      this.io.answer(call.id, false);
    } finally {
      this.pendingTools.delete(call.id);
    }
  }
}
