// The one message for "no Redis anywhere": the dev stack, the tests' services and `npm test`'s check all print it.

/** How to get a Redis on each kind of machine, ending with how to run `command` against one; `checkedUrl` was tried. */
export function noRedisHelp(command: string, checkedUrl?: string): string {
  const answers = checkedUrl ? `nothing answers at ${checkedUrl} and ` : "";
  return [
    `Redis is needed and none was found: ${answers}there is no redis-server on PATH.`,
    `Get one of these, then run ${command} again:`,
    "  sudo apt-get install redis-server      (Debian, Ubuntu)",
    "  brew install redis                     (macOS)",
    `  docker compose up -d redis             (Docker, from the repository root; then REDIS_URL=redis://127.0.0.1:6379 ${command})`,
    `or point at a Redis you have: REDIS_URL=redis://host:6379 ${command}`,
  ].join("\n");
}
