/**
 * `sudoku grade`: a puzzle on stdin to its difficulty: the level, the score and how often each technique was
 * needed. Several line puzzles are a batch (batch.ts): one answer line per input line, in order.
 */
import { type Grade, TECHNIQUES } from '../engine/grade/index.ts';
import { CLASSIC, type Geometry } from '../engine/geometry.ts';
import { wordedStep } from '../words/worded-step.ts';
import type { StepLanguage } from '../words/catalogue-types.ts';
import { langFor, wordsFor } from './language-from-env.ts';
import { looksLikeVariantInput } from '../engine/variant/index.ts';
import { variantInput } from './solve-variant.ts';
import { gradeVariantInput } from './variant-report.ts';
import { isBatch, type BatchReader } from './batch.ts';
import { errorJson, reportError } from './cli-error.ts';
import type { Command } from './command.ts';
import { EXIT, type ExitCode } from './exit-codes.ts';
import type { Io } from './io.ts';
import type { OutputBuffer } from './output-buffer.ts';
import { langOption, reportFormatOption, sizeOption, type ReportFormat } from './options.ts';
import { inputUnderVariant, readUnderVariantOption } from './variant-by-name.ts';
import { readInput } from './read-input.ts';
import { gradeText } from './grade-text.ts';
import { placeError, runBatch } from './run-batch.ts';

/** For people: level, score, then one line per technique in the catalogue's order (easiest first). */
function gradeLines(graded: Grade, words: StepLanguage): string {
  const used = TECHNIQUES.filter((t) => graded.counts[t.id]);
  const techniques = used.length === 0 ? ['techniques: none'] : ['techniques:'];
  for (const t of used) techniques.push(`  ${words.names[t.id]}: ${graded.counts[t.id]}`);
  return [`level: ${graded.level}`, `score: ${graded.score}`, ...techniques].join('\n');
}

/** For scripts: technique counts keyed by id, and every step (technique, cells, digits, sentence in the grid's cells). */
function gradeJson(graded: Grade, words: StepLanguage, geometry: Geometry = CLASSIC): string {
  const { level, score, counts, steps } = graded;
  const worded = steps.map((step) => wordedStep(step, words, geometry));
  return JSON.stringify({ level, score, techniques: counts, steps: worded });
}

function gradeBatch(text: string, layout: ReportFormat, io: Io, words: StepLanguage): Promise<ExitCode> {
  const answer = (reader: BatchReader, out: OutputBuffer): ExitCode => {
    const line = reader.line();
    const outcome = gradeText(line.text);
    if (outcome.ok) {
      const { level, score } = outcome.grade;
      out.writeLine(layout === 'json' ? gradeJson(outcome.grade, words) : `${level} ${score}`);
      return EXIT.ok;
    }
    const error = placeError(outcome.error, line.lineNumber);
    out.writeLine(layout === 'json' ? errorJson(error) : `error: ${error.message}`);
    return error.exit;
  };
  // Grading takes milliseconds a puzzle: check for a closed stdout often.
  return runBatch(text, io, { answer, linesPerCheck: 16, failedVerb: 'graded' });
}

export const gradeCommand: Command = {
  name: 'grade',
  summary: 'print the level, score and techniques of a puzzle on stdin',
  options: [reportFormatOption, langOption, sizeOption, readUnderVariantOption],
  readsStdin: true,
  notes: `grade solves the puzzle as a person would, always with the easiest technique
that applies, and reports the level of the hardest one needed:
  easy      singles only
  medium    + locked candidates, naked/hidden pairs and triples
  hard      + quads, X-wing/swordfish/jellyfish, XY/XYZ/W-wings,
            simple colouring, unique rectangles, BUG+1
  expert    + X-chains, XY-chains, AICs, ALS-XZ
  extreme   needs forcing chains or nets, or trial
The score adds up HoDoKu's weight for every step, so puzzles of one level can
be ordered. A puzzle with more than one solution has no level: grade says so
and exits 2. Batch mode as for solve: one "<level> <score>" line (or one JSON
object with --format json) per input line.
With --format json an error is JSON on stdout too (stderr keeps the sentence):
{"error": {"code", "message", "line", "column", "cells"}}, one a line in batch
mode; the exit codes are the same.
A variant (f-puzzles JSON, a link, the variant text form, a 16×16) is graded
by the variant techniques (killer cages, the rule of 45, …; docs/variants.md):
the same level names, no score, no expert level yet. --variant NAME reads a
grid or line under a variant's rules (as solve --variant does).`,
  async run(options, io) {
    const input = await readInput(io, 'grade');
    const layout = options.get(reportFormatOption) ?? 'text';
    const words = wordsFor(options, io);
    if (!input.ok) return reportError(io, input.error, layout === 'json');
    const named = inputUnderVariant(options, input.text);
    if (named) return gradeVariantInput(named, layout === 'json', langFor(options, io), io);
    const geometry = options.get(sizeOption) ?? CLASSIC;
    const batch = geometry === CLASSIC && isBatch(input.text) && !looksLikeVariantInput(input.text);
    if (batch) return gradeBatch(input.text, layout, io, words);
    const variant = variantInput(input.text);
    if (variant) return gradeVariantInput(variant, layout === 'json', langFor(options, io), io);
    const outcome = gradeText(input.text, geometry);
    if (!outcome.ok) return reportError(io, outcome.error, layout === 'json');
    const graded = outcome.grade;
    io.stdout.write(`${layout === 'json' ? gradeJson(graded, words, geometry) : gradeLines(graded, words)}\n`);
    return EXIT.ok;
  },
};
