// The dev stack, the tests' services and `npm test`'s check all print this one message.

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
