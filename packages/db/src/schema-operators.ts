import type { ColumnType, Generated } from "kysely";

export interface OperatorsTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  created_at: Generated<Date>;
  password_changed_at: Generated<Date>;
  last_sign_in_at: Date | null;
  totp_sealed: Buffer | null;
  totp_pending_sealed: Buffer | null;
  /** pg returns bigint as a string; a code counts once. */
  totp_last_step: ColumnType<string | null, string | null, string | null>;
  /** A new password or second factor bumps it, ending older sessions. */
  session_generation: Generated<number>;
}

export interface AiProviderKeysTable {
  provider: string;
  /** nonce || tag || ciphertext (AES-256-GCM). */
  sealed: Buffer;
  /** A fingerprint, never the key. */
  kek_id: string;
  last_four: string;
  set_by: number | null;
  set_at: Date;
  rejected_at: Date | null;
  rejected_message: string | null;
}

export interface AuditLogTable {
  /** pg returns bigint as a string. */
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
