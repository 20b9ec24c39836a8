import { ATTACHMENT_MAX_BASE64_LENGTH, ATTACHMENT_MAX_FILES } from "@kidsafe/contracts";

/** Plus 1 MiB for the message, the search context and JSON escapes; anything larger is a 413 before it is parsed. */
export const CHAT_BODY_LIMIT_BYTES = ATTACHMENT_MAX_FILES * ATTACHMENT_MAX_BASE64_LENGTH + 1024 * 1024;
