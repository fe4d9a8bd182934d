/**
 * The digit classifier: a small multilayer perceptron (CROP² inputs, one hidden ReLU layer, 9 outputs for the
 * digits 1–9, softmax). Its weights are int8 with one scale per layer (model-data.ts, written by
 * scripts/scan-train.ts from digits the recognizer cut out of rendered screenshots).
 */
import { decodeBase64 } from './base64.ts';
import { MODEL } from './model-data.ts';

export interface Mlp {
  inputs: number;
  hidden: number;
  outputs: number;
  /** hidden × inputs, row-major. */
  w1: Float32Array;
  b1: Float32Array;
  /** outputs × hidden, row-major. */
  w2: Float32Array;
  b2: Float32Array;
}

/** The stored form: int8 weights as base64 with their scales, float biases. */
export interface StoredMlp {
  inputs: number;
  hidden: number;
  outputs: number;
  w1: string;
  w1Scale: number;
  b1: number[];
  w2: string;
  w2Scale: number;
  b2: number[];
}

const dequantise = (base64: string, scale: number): Float32Array =>
  Float32Array.from(new Int8Array(decodeBase64(base64).buffer), (v) => v * scale);

export function loadMlp(stored: StoredMlp): Mlp {
  return {
    inputs: stored.inputs,
    hidden: stored.hidden,
    outputs: stored.outputs,
    w1: dequantise(stored.w1, stored.w1Scale),
    b1: Float32Array.from(stored.b1),
    w2: dequantise(stored.w2, stored.w2Scale),
    b2: Float32Array.from(stored.b2),
  };
}

/** Class probabilities for one input. */
export function predict(model: Mlp, input: Float32Array): Float32Array {
  const hidden = new Float32Array(model.hidden);
  for (let h = 0; h < model.hidden; h++) {
    let sum = model.b1[h];
    const row = h * model.inputs;
    for (let i = 0; i < model.inputs; i++) sum += model.w1[row + i] * input[i];
    hidden[h] = sum > 0 ? sum : 0;
  }
  const out = new Float32Array(model.outputs);
  let max = -Infinity;
  for (let o = 0; o < model.outputs; o++) {
    let sum = model.b2[o];
    const row = o * model.hidden;
    for (let h = 0; h < model.hidden; h++) sum += model.w2[row + h] * hidden[h];
    out[o] = sum;
    if (sum > max) max = sum;
  }
  let total = 0;
  for (let o = 0; o < model.outputs; o++) {
    out[o] = Math.exp(out[o] - max);
    total += out[o];
  }
  for (let o = 0; o < model.outputs; o++) out[o] /= total;
  return out;
}

let model: Mlp | null = null;

/** The committed model, decoded once on first use. */
export function digitModel(): Mlp {
  model ??= loadMlp(MODEL);
  return model;
}
