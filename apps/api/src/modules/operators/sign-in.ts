import { OPERATOR_TEXTS } from "@kidsafe/contracts";
import type { OperatorsRepository } from "@kidsafe/db";
import { HttpError, tooManyRequests } from "@kidsafe/server-kit";
import type { RateLimiter } from "@kidsafe/server-kit";
import type { Clock } from "../../clock.ts";
import type { OperatorIdentity } from "../../http/access.ts";
import { takePasswordTry } from "../../http/password-tries.ts";
import type { PasswordTryLimits } from "../../http/password-tries.ts";
import { verifyAgainstDecoy, verifyPassword } from "../../passwords.ts";
import type { Audit } from "./audit.ts";
import type { Totp } from "./totp.ts";

export interface OperatorSignInDependencies {
  operators: OperatorsRepository;
  perIp: RateLimiter;
  passwordTries: PasswordTryLimits;
  audit: Audit;
  clock: Clock;
  totp: Totp;
}

/** Tries count per address and name, so guesses from elsewhere never keep the right password out. */
export function createOperatorSignIn({ operators, perIp, passwordTries, audit, clock, totp }: OperatorSignInDependencies) {
  return {
    /** One answer for any failure. */
    async signIn(
      username: string,
      password: string,
      code: string | undefined,
      ip: string,
    ): Promise<OperatorIdentity & { totpEnabled: boolean }> {
      const fromIp = await perIp.hit(ip);
      if (!fromIp.allowed) throw tooManyRequests(OPERATOR_TEXTS.tooManyAttempts, fromIp.retryAfterMs);
      const passwordWasRight = await takePasswordTry(passwordTries, ip, username.toLowerCase(), OPERATOR_TEXTS.tooManyAttempts);
      const operator = await operators.findByUsername(username);
      const valid = operator ? await verifyPassword(operator.passwordHash, password) : await verifyAgainstDecoy(password);
      // A code's time step is taken only once the password was right.
      const codeCheck = operator && valid ? await totp.check(operator, code) : "wrong";
      if (!operator || (codeCheck !== "accepted" && codeCheck !== "not-enrolled")) {
        await audit.record({ operatorId: null, username }, { action: "operator.sign-in-failed", after: { ip } });
        throw new HttpError(401, OPERATOR_TEXTS.signInFailed);
      }
      await passwordWasRight();
      await operators.recordSignIn(operator.id, clock());
      const identity = { operatorId: operator.id, username: operator.username, generation: operator.sessionGeneration };
      await audit.record(identity, { action: "operator.sign-in", after: { ip, totp: operator.totpSealed !== null } });
      return { ...identity, totpEnabled: operator.totpSealed !== null };
    },

    async profile(identity: OperatorIdentity): Promise<{ username: string; totpEnabled: boolean }> {
      const operator = await operators.findById(identity.operatorId);
      return { username: identity.username, totpEnabled: Boolean(operator?.totpSealed) };
    },
  };
}

export type OperatorSignIn = ReturnType<typeof createOperatorSignIn>;
