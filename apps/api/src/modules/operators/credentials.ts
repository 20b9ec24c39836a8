import { OPERATOR_ACCOUNT_TEXTS } from "@kidsafe/contracts";
import type { ChangeOperatorPasswordRequest } from "@kidsafe/contracts";
import type { OperatorRecord, OperatorsRepository } from "@kidsafe/db";
import { badRequest, unauthorized } from "@kidsafe/server-kit";
import type { OperatorIdentity } from "../../http/access.ts";
import { takePasswordTry } from "../../http/password-tries.ts";
import type { PasswordTryLimits } from "../../http/password-tries.ts";
import { hashPassword, verifyPassword } from "../../passwords.ts";
import type { Audit } from "./audit.ts";
import type { CodeCheck, Totp } from "./totp.ts";

const CODE_REFUSALS: Partial<Record<CodeCheck, string>> = {
  missing: OPERATOR_ACCOUNT_TEXTS.codeRequired,
  wrong: OPERATOR_ACCOUNT_TEXTS.wrongCode,
  used: OPERATOR_ACCOUNT_TEXTS.codeUsed,
};

/** A session alone, left open on a shared screen, is not enough. Tries share the sign-in's counters, so a borrowed session guesses no faster. */
export function createOperatorCredentials({
  operators,
  totp,
  passwordTries,
  audit,
}: {
  operators: OperatorsRepository;
  totp: Totp;
  passwordTries: PasswordTryLimits;
  audit: Audit;
}) {
  async function confirmIdentity(identity: OperatorIdentity, password: string, code: string | undefined, ip: string): Promise<OperatorRecord> {
    const passwordWasRight = await takePasswordTry(passwordTries, ip, identity.username.toLowerCase(), OPERATOR_ACCOUNT_TEXTS.tooManyAttempts);
    const operator = await operators.findById(identity.operatorId);
    if (!operator) throw unauthorized();
    if (!(await verifyPassword(operator.passwordHash, password))) throw badRequest(OPERATOR_ACCOUNT_TEXTS.wrongPassword);
    const refusal = CODE_REFUSALS[await totp.check(operator, code)];
    if (refusal) throw badRequest(refusal);
    await passwordWasRight();
    return operator;
  }

  return {
    confirmIdentity,

    async changePassword(identity: OperatorIdentity, request: ChangeOperatorPasswordRequest, ip: string): Promise<OperatorIdentity> {
      if (request.newPassword === request.currentPassword) throw badRequest(OPERATOR_ACCOUNT_TEXTS.samePassword);
      const operator = await confirmIdentity(identity, request.currentPassword, request.code, ip);
      const generation = await operators.changePassword(operator.id, await hashPassword(request.newPassword));
      await audit.record(identity, { action: "operator.password-change", target: { type: "operator", id: operator.id }, after: { ip } });
      return { ...identity, generation };
    },
  };
}

export type OperatorCredentials = ReturnType<typeof createOperatorCredentials>;
