/**
 * `--variant NAME` on solve, grade and hint (issue 30): a grid or line on stdin read under a variant's rules. The
 * grid and line layouts that `create --variant x` prints by default carry the digits only, so without this the
 * round trip `create --variant x | solve` would solve the digits as a classic puzzle. Rules that need a drawing
 * (cages, jigsaw regions) are refused here: their puzzles come in the forms that carry them.
 */
import {
  readVariantName,
  underVariantRules,
  variantNameOf,
  type VariantParts,
  type VariantRead,
} from '../engine/variant/index.ts';
import { looksLikeVariantOrShareLink } from '../engine/variant-share/index.ts';
import { isBatch } from './batch.ts';
import { type OptionSpec, type OptionValues, sizeOption, variantOption } from './options.ts';
import { readVariantInput } from './solve-variant.ts';

export const readUnderVariantOption: OptionSpec<{ name: string; parts: VariantParts }> = {
  ...variantOption,
  help: 'read a grid or line under these rules: x, windoku,\nanti-knight, anti-king, non-consecutive, or several joined\nby + (killer and jigsaw puzzles come as f-puzzles JSON,\na link or the variant text form, which state their rules)',
};

/** The puzzle stdin holds under --variant's rules, or null without the option (or with `classic`). */
export function inputUnderVariant(options: OptionValues, text: string): VariantRead | null {
  const variant = options.get(readUnderVariantOption);
  if (!variant || variant.parts.size === 0) return null;
  if (isBatch(text))
    return {
      ok: false,
      message: `--variant ${variant.name} reads one puzzle (batch mode, one puzzle a line, is for classic puzzles)`,
    };
  if (looksLikeVariantOrShareLink(text)) {
    // A form that states its rules: --variant may only repeat them (in any order), never change them.
    const read = readVariantInput(text);
    if (!read.ok) return read;
    const stated = variantNameOf(read.puzzle.rules);
    const same = readVariantName(stated);
    if (same.ok && same.parts.size === variant.parts.size && [...same.parts].every((part) => variant.parts.has(part)))
      return read;
    return {
      ok: false,
      message: `--variant ${variant.name}: this puzzle states its own rules (${stated}); leave out --variant`,
    };
  }
  const read = underVariantRules(readVariantInput(text), variant.parts, variant.name);
  // --size is the classic parser's; here the grid's own lines tell its size, which --size may only repeat.
  const size = options.get(sizeOption)?.size;
  if (read.ok && size !== undefined && size !== read.puzzle.rules.size) {
    const { size: side } = read.puzzle.rules;
    return { ok: false, message: `--size ${size}, but the grid is ${side}×${side}` };
  }
  return read;
}
