import { openApiKey, sealApiKey } from "@kidsafe/ai";
import { OPERATOR_ACCOUNT_TEXTS } from "@kidsafe/contracts";
import type { TotpEnrolment } from "@kidsafe/contracts";
import type { OperatorRecord, OperatorsRepository } from "@kidsafe/db";
import { badRequest, conflict } from "@kidsafe/server-kit";
import { Secret, TOTP } from "otpauth";
import type { Clock } from "../../clock.ts";
import type { OperatorIdentity } from "../../http/access.ts";
import type { Audit } from "./audit.ts";

/** What authenticator apps expect; one step either way for clock drift. */
const TOTP_SETTINGS = { issuer: "KidSafe AI console", algorithm: "SHA1", digits: 6, period: 30 } as const;
const DRIFT_STEPS = 1;

const sealContext = (operatorId: number) => `totp:${operatorId}`;

export type CodeCheck = "not-enrolled" | "accepted" | "missing" | "wrong" | "used";

/**
 * A code is good once: its time step is taken in the same statement that checks it is newer, so a code seen over a shoulder cannot be used
 * again.
 */
export function createTotp({ operators, kek, audit, clock }: { operators: OperatorsRepository; kek: Buffer; audit: Audit; clock: Clock }) {
  const totpOf = (secret: string, label: string) => new TOTP({ ...TOTP_SETTINGS, label, secret: Secret.fromBase32(secret) });

  const matchingStep = (sealed: Buffer, operatorId: number, label: string, code: string): number | undefined => {
    const secret = openApiKey(kek, sealed, sealContext(operatorId));
    if (secret === undefined) return undefined;
    const now = clock().getTime();
    const delta = totpOf(secret, label).validate({ token: code, timestamp: now, window: DRIFT_STEPS });
    return delta === null ? undefined : Math.floor(now / 1000 / TOTP_SETTINGS.period) + delta;
  };

  return {
    /** The current second step stays until the new one is confirmed. */
    async start(operator: OperatorIdentity): Promise<TotpEnrolment> {
      const secret = new Secret({ size: 20 }).base32;
      await operators.setPendingTotp(operator.operatorId, sealApiKey(kek, secret, sealContext(operator.operatorId)));
      return { secret, uri: totpOf(secret, operator.username).toString() };
    },

    /** Older sessions end. */
    async confirm(operator: OperatorIdentity, code: string): Promise<number> {
      const row = await operators.findById(operator.operatorId);
      if (!row?.totpPendingSealed) throw conflict(OPERATOR_ACCOUNT_TEXTS.startFirst);
      const step = matchingStep(row.totpPendingSealed, row.id, row.username, code);
      if (step === undefined) throw badRequest(OPERATOR_ACCOUNT_TEXTS.wrongCode);
      const generation = await operators.enableTotp(row.id, row.totpPendingSealed, step);
      if (generation === undefined) throw badRequest(OPERATOR_ACCOUNT_TEXTS.codeUsed);
      await audit.record(operator, {
        action: "operator.totp-enrol",
        target: { type: "operator", id: row.id },
        before: { totpEnabled: row.totpSealed !== null },
        after: { totpEnabled: true },
      });
      return generation;
    },

    async check(operator: OperatorRecord, code: string | undefined): Promise<CodeCheck> {
      if (!operator.totpSealed) return "not-enrolled";
      if (code === undefined) return "missing";
      const step = matchingStep(operator.totpSealed, operator.id, operator.username, code);
      if (step === undefined) return "wrong";
      return (await operators.takeTotpStep(operator.id, step)) ? "accepted" : "used";
    },
  };
}

export type Totp = ReturnType<typeof createTotp>;
