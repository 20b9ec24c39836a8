// The password comes from ADMIN_PASSWORD, else a prompt that does not echo it.
import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { OPERATOR_USERNAME_MAX_LENGTH } from "@kidsafe/contracts";
import { createDb, createOperatorsRepository } from "@kidsafe/db";
import { OPERATOR_PASSWORD_MIN_LENGTH, readOperatorCliConfig } from "../env.ts";
import { hashPassword } from "../passwords.ts";

const USAGE = "Usage: pnpm admin:create --username NAME   (password from ADMIN_PASSWORD, or asked for)";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function promptPassword(): Promise<string> {
  if (!process.stdin.isTTY) fail("No terminal to ask for the password: set ADMIN_PASSWORD.");
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const prompt = createInterface({ input: process.stdin, output, terminal: true });
  const ask = async (question: string) => {
    process.stdout.write(question);
    muted = true;
    const answer = await prompt.question("");
    muted = false;
    process.stdout.write("\n");
    return answer;
  };
  try {
    const password = await ask("Password: ");
    if ((await ask("Again: ")) !== password) fail("The passwords do not match.");
    return password;
  } finally {
    prompt.close();
  }
}

const { values } = parseArgs({ options: { username: { type: "string" } }, strict: true });
const username = values.username?.trim() ?? "";
if (!username) fail(USAGE);
if (username.length > OPERATOR_USERNAME_MAX_LENGTH || /\s/.test(username)) {
  fail(`The username must be one word of at most ${OPERATOR_USERNAME_MAX_LENGTH} characters.`);
}

let config;
try {
  config = readOperatorCliConfig();
} catch (error) {
  fail((error as Error).message);
}
const password = config.password ?? (await promptPassword());
if (password.length < OPERATOR_PASSWORD_MIN_LENGTH) fail(`The password must be at least ${OPERATOR_PASSWORD_MIN_LENGTH} characters.`);

const db = createDb(config.databaseUrl, { maxConnections: 1 });
try {
  const { created } = await createOperatorsRepository(db).upsert(username, await hashPassword(password));
  console.log(created ? `Operator ${username} created.` : `Operator ${username}: password reset.`);
} finally {
  await db.destroy();
}
