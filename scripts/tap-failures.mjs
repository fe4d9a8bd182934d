// The failed tests of a node:test TAP report, by name: scripts/test.mjs repeats them at the end of a long log.

/**
 * The tests a node:test TAP report marks `not ok`, as "suite › test: first error line", leaving out the suites whose
 * only failure is a test inside them (node's TAP announces each test with `# Subtest:` before its children).
 */
export function failedInTap(text) {
  const path = [];
  const failed = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    const subtest = /^( *)# Subtest: (.*)$/.exec(line);
    if (subtest) {
      path.length = subtest[1].length / 4;
      path.push(subtest[2]);
      return;
    }
    const notOk = /^( *)not ok \d+ - (.*)$/.exec(line);
    if (!notOk) return;
    const names = [...path.slice(0, notOk[1].length / 4), notOk[2]];
    // Its error is in the YAML block under it, which ends at `...`; a multi-line one (`error: |-`) starts a line down.
    let error = '';
    for (let at = index + 1; at < lines.length && !/^ *\.\.\.$/.test(lines[at]); at++) {
      if (!/^ *error: /.test(lines[at])) continue;
      error = /: [|>]-?$/.test(lines[at]) ? `error: ${lines[at + 1]?.trim()}` : lines[at];
      break;
    }
    failed.push({ names, error: error.trim().slice(0, 300) });
  });
  const isParent = (a) =>
    failed.some((b) => b.names.length > a.names.length && a.names.every((n, i) => b.names[i] === n));
  return failed
    .filter((test) => !isParent(test))
    .map((test) => `${test.names.join(' › ')}${test.error ? `: ${test.error}` : ''}`);
}
