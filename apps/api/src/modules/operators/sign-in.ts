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
  /** Wrong passwords per address and name, and per name from everywhere (shared with the password asked again). */
  passwordTries: PasswordTryLimits;
  audit: Audit;
  clock: Clock;
  totp: Totp;
}

/**
 * POST /api/admin/sign-in: the try is taken first (atomically, `takePasswordTry`), then the password checked
 * (argon2id), then the authenticator code. Tries count per address and name, so guesses from elsewhere never keep
 * the right password out.
 */
export function createOperatorSignIn({ operators, perIp, passwordTries, audit, clock, totp }: OperatorSignInDependencies) {
  return {
    /** The password, then (for an operator who enrolled one) the authenticator code; one answer for any failure. */
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
      const valid = operator ? await verifyPassword(operator.password_hash, password) : await verifyAgainstDecoy(password);
      // Short-circuits: a code's time step is taken only once the password was right.
      const codeCheck = operator && valid ? await totp.check(operator, code) : "wrong";
      if (!operator || (codeCheck !== "accepted" && codeCheck !== "not-enrolled")) {
        await audit.record({ operatorId: null, username }, { action: "operator.sign-in-failed", after: { ip } });
        throw new HttpError(401, OPERATOR_TEXTS.signInFailed);
      }
      await passwordWasRight();
      await operators.recordSignIn(operator.id, clock());
      const identity = { operatorId: operator.id, username: operator.username, generation: operator.session_generation };
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
