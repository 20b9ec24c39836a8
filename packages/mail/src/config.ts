import { z } from "zod";

export const LOCAL_SMTP_URL = "smtp://127.0.0.1:1025";
export const DEFAULT_MAIL_FROM = "KidSafe <no-reply@kidsafe.local>";

export interface MailConfig {
  /** smtp:// (STARTTLS when offered) or smtps://. */
  smtpUrl: string;
  from: string;
}

const SmtpUrl = z
  .string()
  .trim()
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname !== "";
  }, "SMTP_URL must be smtp://host:port or smtps://host:port (with user:password@ if the server asks), e.g. smtp://127.0.0.1:1025");

const FROM_FORMS = /^(?:[^<>]*<(?<named>[^<>\s]+)>|(?<bare>[^<>\s]+))$/;

const MailFrom = z
  .string()
  .trim()
  .refine((value) => {
    const groups = FROM_FORMS.exec(value)?.groups;
    const address = groups?.named ?? groups?.bare;
    return address !== undefined && z.email().safeParse(address).success;
  }, 'MAIL_FROM must be an address or "Name <address>", e.g. "KidSafe <no-reply@example.com>"');

const MailEnv = z
  .object({
    NODE_ENV: z.string().optional(),
    SMTP_URL: z.preprocess((value) => (value === "" ? undefined : value), SmtpUrl.optional()),
    MAIL_FROM: z.preprocess((value) => (value === "" ? undefined : value), MailFrom.default(DEFAULT_MAIL_FROM)),
  })
  .transform((env, context) => {
    if (env.SMTP_URL === undefined && env.NODE_ENV === "production") {
      context.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message: "SMTP_URL is required in production: the mail server parents' mail goes through",
      });
      return z.NEVER;
    }
    return { smtpUrl: env.SMTP_URL ?? LOCAL_SMTP_URL, from: env.MAIL_FROM };
  });

/** Outside production, an unset SMTP_URL means a MailDev on its default port. */
export function readMailConfig(env: Record<string, string | undefined>): MailConfig {
  const result = MailEnv.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(env)"}: ${issue.message}`);
  throw new Error(`Invalid mail configuration:\n${lines.join("\n")}`);
}

/** What logs and errors may show. */
export function describeSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.host}`;
}
