import type { Generated } from "kysely";

/** A parent account (migration 0017): email in lower case, argon2id hash, verified once its mailed link is opened. */
export interface ParentsTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  email_verified_at: Date | null;
  created_at: Generated<Date>;
  /** Sessions started before this are over (a password reset ends them all). */
  sessions_valid_after: Generated<Date>;
}

export type ParentTokenPurpose = "verify_email" | "reset_password";

/** A mailed single-use token, by its sha256. */
export interface ParentTokensTable {
  token_hash: string;
  parent_id: number;
  purpose: ParentTokenPurpose;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
}

export interface ParentLinksTable {
  parent_id: number;
  user_id: number;
  linked_at: Generated<Date>;
}

/** A child's one live link code, by its sha256. */
export interface LinkCodesTable {
  user_id: number;
  code_hash: string;
  expires_at: Date;
  created_at: Generated<Date>;
}

export interface ParentalConsentsTable {
  id: Generated<number>;
  parent_id: number;
  user_id: number;
  notice_version: string;
  method: "card_check";
  checkout_session_id: string;
  payment_intent_id: string | null;
  refunded_at: Date | null;
  ip: string;
  given_at: Generated<Date>;
  withdrawn_at: Date | null;
}
