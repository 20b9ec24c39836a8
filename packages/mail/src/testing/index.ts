export { firstLinkOf, mailDevInbox } from "./maildev-inbox.ts";
export type { MailDevInbox, ReceivedMail } from "./maildev-inbox.ts";
export { startMailWorker } from "./mail-worker.ts";
export type { MailWorker } from "./mail-worker.ts";
export { startTestMailbox } from "./test-mailbox.ts";
export type { TestMailbox } from "./test-mailbox.ts";
