// The grader's technique table as Markdown, for docs/difficulty.md (`npm run docs` writes it; a test keeps them equal).
import { TECHNIQUES } from '../../src/engine/grade/techniques.ts';

export function techniqueTable(): string {
  const weight = (t: (typeof TECHNIQUES)[number]): string =>
    t.sizeWeight ? `${t.weight} + ${t.sizeWeight} a single` : String(t.weight);
  const rows = TECHNIQUES.map((t) => `| ${t.name} | ${t.level} | ${weight(t)} | [HoDoKu](${t.help}) |`);
  return [
    '| technique (in the order tried) | level | weight | how it works |',
    '| --- | --- | ---: | --- |',
    ...rows,
  ].join('\n');
}
