/**
 * The digit classifier: a multilayer perceptron (CROP² inputs, ReLU hidden layers, softmax over 10 classes: the
 * digits 1–9 and NOT_DIGIT, ink that is no digit: a line's remnant, a smudge, the paper's texture). Its weights are
 * int8 with one scale per layer (model-data.ts, written by scripts/scan-train.ts: see there for the data it learns
 * from).
 */
import { decodeBase64 } from './base64.ts';
import { MODEL } from './model-data.ts';

/** The class of ink that is no digit (classes 0–8 are the digits 1–9). */
export const NOT_DIGIT = 9;

/** One fully connected layer: `outputs` × `inputs` weights, row-major, and a bias per output. */
export interface Layer {
  inputs: number;
  outputs: number;
  w: Float32Array;
  b: Float32Array;
}

/** Layers in order; every one but the last is followed by a ReLU, the last by a softmax. */
export interface Mlp {
  layers: Layer[];
}

/** The stored form of a layer: int8 weights as base64 with their scale, float biases. */
export interface StoredLayer {
  inputs: number;
  outputs: number;
  w: string;
  scale: number;
  b: number[];
}

export interface StoredMlp {
  layers: StoredLayer[];
}

const dequantise = (base64: string, scale: number): Float32Array =>
  Float32Array.from(new Int8Array(decodeBase64(base64).buffer), (v) => v * scale);

export function loadMlp(stored: StoredMlp): Mlp {
  return {
    layers: stored.layers.map((l) => ({
      inputs: l.inputs,
      outputs: l.outputs,
      w: dequantise(l.w, l.scale),
      b: Float32Array.from(l.b),
    })),
  };
}

/** One layer's output for `input`, ReLU'd unless it is the last layer (whose raw scores are kept). */
export function forwardLayer(layer: Layer, input: Float32Array, relu: boolean): Float32Array {
  const out = new Float32Array(layer.outputs);
  const { inputs, w, b } = layer;
  for (let o = 0; o < layer.outputs; o++) {
    let sum = b[o];
    const row = o * inputs;
    for (let i = 0; i < inputs; i++) sum += w[row + i] * input[i];
    out[o] = relu && sum < 0 ? 0 : sum;
  }
  return out;
}

/** Softmax of `scores`, in place. */
export function softmax(scores: Float32Array): Float32Array {
  let max = -Infinity;
  for (const s of scores) if (s > max) max = s;
  let total = 0;
  for (let o = 0; o < scores.length; o++) total += scores[o] = Math.exp(scores[o] - max);
  for (let o = 0; o < scores.length; o++) scores[o] /= total;
  return scores;
}

/** Class probabilities for one input. */
export function predict(model: Mlp, input: Float32Array): Float32Array {
  let x = input;
  model.layers.forEach((layer, k) => (x = forwardLayer(layer, x, k < model.layers.length - 1)));
  return softmax(x);
}

let model: Mlp | null = null;

/** The committed model, decoded once on first use. */
export function digitModel(): Mlp {
  model ??= loadMlp(MODEL);
  return model;
}
