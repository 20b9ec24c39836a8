import { OPERATOR_TEXTS } from "@kidsafe/contracts";
import type { OperatorsRepository } from "@kidsafe/db";
import { HttpError, tooManyRequests } from "@kidsafe/server-kit";
import type { RateLimiter } from "@kidsafe/server-kit";
import type { Clock } from "../../clock.ts";
import type { OperatorIdentity } from "../../http/access.ts";
import { verifyAgainstDecoy, verifyPassword } from "../../passwords.ts";
import type { Audit } from "./audit.ts";
import type { Totp } from "./totp.ts";

export interface OperatorSignInDependencies {
  operators: OperatorsRepository;
  perName: RateLimiter;
  perIp: RateLimiter;
  audit: Audit;
  clock: Clock;
  totp: Totp;
}

/** POST /api/admin/sign-in: the attempt is counted first (atomically), then the password checked (argon2id). */
export function createOperatorSignIn({ operators, perName, perIp, audit, clock, totp }: OperatorSignInDependencies) {
  return {
    /** The password, then (for an operator who enrolled one) the authenticator code; one answer for any failure. */
    async signIn(
      username: string,
      password: string,
      code: string | undefined,
      ip: string,
    ): Promise<OperatorIdentity & { totpEnabled: boolean }> {
      const name = username.toLowerCase();
      const limited = [await perName.hit(name), await perIp.hit(ip)].filter((state) => !state.allowed);
      if (limited.length > 0) throw tooManyRequests(OPERATOR_TEXTS.tooManyAttempts, Math.max(...limited.map((state) => state.retryAfterMs)));
      const operator = await operators.findByUsername(username);
      const valid = operator ? await verifyPassword(operator.password_hash, password) : await verifyAgainstDecoy(password);
      if (!operator || !valid || !totp.passes(operator, code)) {
        await audit.record({ operatorId: null, username }, { action: "operator.sign-in-failed", after: { ip } });
        throw new HttpError(401, OPERATOR_TEXTS.signInFailed);
      }
      await perName.reset(name);
      await operators.recordSignIn(operator.id, clock());
      const identity = { operatorId: operator.id, username: operator.username };
      await audit.record(identity, { action: "operator.sign-in", after: { ip, totp: operator.totp_sealed !== null } });
      return { ...identity, totpEnabled: operator.totp_sealed !== null };
    },

    /** GET /api/admin/me: who is signed in, and whether they have a second step. */
    async profile(identity: OperatorIdentity): Promise<{ username: string; totpEnabled: boolean }> {
      const operator = await operators.findById(identity.operatorId);
      return { username: identity.username, totpEnabled: Boolean(operator?.totp_sealed) };
    },
  };
}

export type OperatorSignIn = ReturnType<typeof createOperatorSignIn>;
