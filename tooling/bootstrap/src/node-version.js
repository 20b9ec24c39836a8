// Kept to syntax every Node.js since 12 parses, so an old Node reads our message instead of a SyntaxError.

/**
 * Undefined when satisfied or when the range is not a ">=x.y.z" we can judge.
 * @param {string} version @param {string | undefined} range @returns {string | undefined}
 */
export function nodeVersionProblem(version, range) {
  const wanted = versionParts(/^\s*>=\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?\s*$/.exec(range || ""));
  const have = versionParts(/^v?(\d+)\.(\d+)\.(\d+)/.exec(version));
  if (!wanted || !have) return undefined;
  if (have >= wanted) return undefined;
  return (
    "KidSafe needs Node.js " +
    String(range).trim() +
    ' (package.json "engines") and this is Node.js ' +
    version +
    ".\n" +
    "Install a newer one (https://nodejs.org/en/download, or `nvm install 24`), then run the command again."
  );
}

/** @param {RegExpExecArray | null} match @returns {number | undefined} */
function versionParts(match) {
  if (!match) return undefined;
  return Number(match[1] || 0) * 1e6 + Number(match[2] || 0) * 1e3 + Number(match[3] || 0);
}
