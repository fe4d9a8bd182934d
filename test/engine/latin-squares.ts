// Brute force for the variant tests: every 4×4 grid whose rows and columns are permutations of 1–4 (576 Latin
// squares). Filtered by the variant checker, they are a model of a 4×4 variant's solutions that shares no code with
// the solver.

export function latinSquares4(): number[][] {
  const perms: number[][] = [];
  const permute = (prefix: number[], rest: number[]) => {
    if (!rest.length) perms.push(prefix);
    rest.forEach((d, i) => permute([...prefix, d], [...rest.slice(0, i), ...rest.slice(i + 1)]));
  };
  permute([], [1, 2, 3, 4]);
  const squares: number[][] = [];
  for (const a of perms)
    for (const b of perms)
      for (const c of perms)
        for (const d of perms) {
          const grid = [...a, ...b, ...c, ...d];
          let ok = true;
          for (let col = 0; col < 4 && ok; col++) ok = new Set([0, 1, 2, 3].map((r) => grid[r * 4 + col])).size === 4;
          if (ok) squares.push(grid);
        }
  return squares;
}
