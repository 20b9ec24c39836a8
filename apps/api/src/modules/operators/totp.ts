import { openApiKey, sealApiKey } from "@kidsafe/ai";
import type { TotpEnrolment } from "@kidsafe/contracts";
import type { OperatorRow, OperatorsRepository } from "@kidsafe/db";
import { badRequest, conflict } from "@kidsafe/server-kit";
import { Secret, TOTP } from "otpauth";
import type { Clock } from "../../clock.ts";
import type { OperatorIdentity } from "../../http/access.ts";
import type { Audit } from "./audit.ts";

/** RFC 6238's usual settings (what authenticator apps expect); one 30 s step either way for clock drift. */
const TOTP_SETTINGS = { issuer: "KidSafe AI console", algorithm: "SHA1", digits: 6, period: 30 } as const;
const DRIFT_STEPS = 1;

const sealContext = (operatorId: number) => `totp:${operatorId}`;

/** An operator's optional second step: a TOTP secret, sealed with the key-encryption key like the AI key. */
export function createTotp({ operators, kek, audit, clock }: { operators: OperatorsRepository; kek: Buffer; audit: Audit; clock: Clock }) {
  const totpOf = (secret: string, label: string) => new TOTP({ ...TOTP_SETTINGS, label, secret: Secret.fromBase32(secret) });
  const matches = (sealed: Buffer, operatorId: number, label: string, code: string) => {
    const secret = openApiKey(kek, sealed, sealContext(operatorId));
    return secret !== undefined && totpOf(secret, label).validate({ token: code, timestamp: clock().getTime(), window: DRIFT_STEPS }) !== null;
  };

  return {
    /** A new secret to enrol (replacing one not yet confirmed); the current second step stays until it is confirmed. */
    async start(operator: OperatorIdentity): Promise<TotpEnrolment> {
      const secret = new Secret({ size: 20 }).base32;
      await operators.setPendingTotp(operator.operatorId, sealApiKey(kek, secret, sealContext(operator.operatorId)));
      return { secret, uri: totpOf(secret, operator.username).toString() };
    },

    async confirm(operator: OperatorIdentity, code: string): Promise<void> {
      const row = await operators.findById(operator.operatorId);
      if (!row?.totp_pending_sealed) throw conflict("Start the enrolment first.");
      if (!matches(row.totp_pending_sealed, row.id, row.username, code)) throw badRequest("That code does not match: try the newest one.");
      await operators.enableTotp(row.id, row.totp_pending_sealed);
      await audit.record(operator, { action: "operator.totp-enrol", target: { type: "operator", id: row.id }, after: { totpEnabled: true } });
    },

    /** Sign-in's second step: true when the operator has none, or the code matches it. */
    passes(operator: OperatorRow, code: string | undefined): boolean {
      if (!operator.totp_sealed) return true;
      return code !== undefined && matches(operator.totp_sealed, operator.id, operator.username, code);
    },
  };
}

export type Totp = ReturnType<typeof createTotp>;
