import type { ColumnType, Generated, Selectable } from "kysely";

/** The operator console's tables (migrations 0011, 0023): operators, the stored AI provider key, the audit log. */

export interface OperatorsTable {
  id: Generated<number>;
  /** Unique regardless of letter case. */
  username: string;
  password_hash: string;
  created_at: Generated<Date>;
  password_changed_at: Generated<Date>;
  last_sign_in_at: Date | null;
  /** The TOTP secret, sealed with KEY_ENCRYPTION_KEY; null: no second step. */
  totp_sealed: Buffer | null;
  /** A secret shown for enrolment, until the operator confirms a code from it. */
  totp_pending_sealed: Buffer | null;
  /** The last authenticator time step accepted (bigint: pg returns it as a string); a code counts once. */
  totp_last_step: ColumnType<string | null, string | null, string | null>;
  /** Carried by each session from its sign-in; a new password or second factor bumps it, ending older sessions. */
  session_generation: Generated<number>;
}

export type OperatorRow = Selectable<OperatorsTable>;

export interface AiProviderKeysTable {
  provider: string;
  /** nonce || tag || ciphertext (AES-256-GCM under KEY_ENCRYPTION_KEY). */
  sealed: Buffer;
  /** Which key-encryption key sealed it (a fingerprint, never the key). */
  kek_id: string;
  last_four: string;
  set_by: number | null;
  set_at: Date;
  rejected_at: Date | null;
  rejected_message: string | null;
}

export type AiProviderKeyRow = Selectable<AiProviderKeysTable>;

export interface AuditLogTable {
  /** bigint: pg returns it as a string. */
  id: Generated<string>;
  at: Generated<Date>;
  operator_id: number | null;
  operator_username: string;
  action: string;
  target_type: string | null;
  target_id: string | null;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
}

export type AuditLogRow = Selectable<AuditLogTable>;
