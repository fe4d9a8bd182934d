// Trains the digit classifier's MLP (src/engine/scan/classifier.ts) with plain typed arrays: mini-batch Adam on
// softmax cross-entropy with a little label smoothing (a classifier trained to be 100 % sure of every training digit
// is as sure of a misread; smoothing keeps its confidence a measure), each sample passed through `augment` afresh
// every epoch, then quantised to int8 for the committed model.
import {
  forwardLayer,
  predict,
  softmax,
  type Layer,
  type Mlp,
  type StoredMlp,
} from '../../src/engine/scan/classifier.ts';
import type { Rng } from '../../src/engine/rng.ts';

export interface Sample {
  input: Float32Array;
  /** 0-based class: digit − 1, or NOT_DIGIT. */
  label: number;
}

export const gaussian = (rng: Rng): number =>
  Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());

/** Adam's state for one parameter array. */
class Adam {
  m: Float32Array;
  v: Float32Array;
  constructor(size: number) {
    this.m = new Float32Array(size);
    this.v = new Float32Array(size);
  }
  step(param: Float32Array, grad: Float32Array, t: number, lr: number, decay: number): void {
    const b1 = 0.9;
    const b2 = 0.999;
    const c1 = 1 - b1 ** t;
    const c2 = 1 - b2 ** t;
    for (let i = 0; i < param.length; i++) {
      const g = grad[i] + decay * param[i];
      this.m[i] = b1 * this.m[i] + (1 - b1) * g;
      this.v[i] = b2 * this.v[i] + (1 - b2) * g * g;
      param[i] -= (lr * (this.m[i] / c1)) / (Math.sqrt(this.v[i] / c2) + 1e-8);
    }
  }
}

export interface TrainOptions {
  /** Layer widths from input to output, e.g. [400, 128, 64, 10]. */
  widths: number[];
  epochs: number;
  rng: Rng;
  /** The input a sample is trained on this epoch (a fresh augmentation, or the sample itself). */
  augment: (sample: Sample, rng: Rng) => Float32Array;
  /** The share of the target probability spread over the other classes. */
  smoothing: number;
  log?: (s: string) => void;
}

export function trainMlp(samples: Sample[], options: TrainOptions): Mlp {
  const { widths, epochs, rng, smoothing } = options;
  const layers: Layer[] = widths.slice(1).map((outputs, k) => {
    const inputs = widths[k];
    return {
      inputs,
      outputs,
      w: Float32Array.from({ length: outputs * inputs }, () => gaussian(rng) * Math.sqrt(2 / inputs)),
      b: new Float32Array(outputs),
    };
  });
  const classes = widths[widths.length - 1];
  const gradW = layers.map((l) => new Float32Array(l.w.length));
  const gradB = layers.map((l) => new Float32Array(l.b.length));
  const adamW = layers.map((l) => new Adam(l.w.length));
  const adamB = layers.map((l) => new Adam(l.b.length));
  const batch = 32;
  const order = samples.map((_, i) => i);
  let t = 0;
  for (let epoch = 0; epoch < epochs; epoch++) {
    rng.shuffle(order);
    // Cosine decay from 2e-3: quick progress first, then settling into a minimum.
    const lr = 1e-3 * (1 + Math.cos((Math.PI * epoch) / epochs));
    let loss = 0;
    let right = 0;
    for (let start = 0; start < order.length; start += batch) {
      for (const g of gradW) g.fill(0);
      for (const g of gradB) g.fill(0);
      const end = Math.min(order.length, start + batch);
      for (let k = start; k < end; k++) {
        const sample = samples[order[k]];
        const activations = [options.augment(sample, rng)];
        layers.forEach((layer, j) => activations.push(forwardLayer(layer, activations[j], j < layers.length - 1)));
        const p = softmax(Float32Array.from(activations[layers.length]));
        let best = 0;
        for (let o = 1; o < classes; o++) if (p[o] > p[best]) best = o;
        if (best === sample.label) right++;
        loss -= Math.log(Math.max(p[sample.label], 1e-12));
        let delta = p.map((v, o) => v - (o === sample.label ? 1 - smoothing : smoothing / (classes - 1)));
        for (let j = layers.length - 1; j >= 0; j--) {
          const layer = layers[j];
          const input = activations[j];
          const back = new Float32Array(layer.inputs);
          for (let o = 0; o < layer.outputs; o++) {
            const d = delta[o];
            if (d === 0) continue;
            gradB[j][o] += d;
            const row = o * layer.inputs;
            for (let i = 0; i < layer.inputs; i++) {
              if (input[i] === 0) continue;
              gradW[j][row + i] += d * input[i];
              back[i] += d * layer.w[row + i];
            }
          }
          // Through the ReLU before this layer: no gradient where the unit was off (its activation is 0).
          if (j > 0) for (let i = 0; i < layer.inputs; i++) if (input[i] === 0) back[i] = 0;
          delta = back;
        }
      }
      const n = end - start;
      t++;
      layers.forEach((layer, j) => {
        for (let i = 0; i < gradW[j].length; i++) gradW[j][i] /= n;
        for (let i = 0; i < gradB[j].length; i++) gradB[j][i] /= n;
        adamW[j].step(layer.w, gradW[j], t, lr, 1e-4);
        adamB[j].step(layer.b, gradB[j], t, lr, 0);
      });
    }
    options.log?.(
      `  epoch ${epoch + 1}/${epochs}: loss ${(loss / samples.length).toFixed(4)}, ` +
        `right ${((100 * right) / samples.length).toFixed(2)} % (augmented)`,
    );
  }
  return { layers };
}

/** Symmetric int8 with one scale per array: the largest weight maps to ±127. */
function quantise(values: Float32Array): { base64: string; scale: number } {
  let max = 1e-12;
  for (const v of values) max = Math.max(max, Math.abs(v));
  const scale = max / 127;
  const bytes = Int8Array.from(values, (v) => Math.round(v / scale));
  return { base64: Buffer.from(bytes.buffer).toString('base64'), scale };
}

const round = (values: Float32Array): number[] => Array.from(values, (v) => Number(v.toPrecision(5)));

export function storeMlp(model: Mlp): StoredMlp {
  return {
    layers: model.layers.map((l) => {
      const { base64, scale } = quantise(l.w);
      return { inputs: l.inputs, outputs: l.outputs, w: base64, scale, b: round(l.b) };
    }),
  };
}

/** Share of samples whose most probable class is their label. */
export function accuracy(model: Mlp, samples: Sample[]): number {
  let right = 0;
  for (const s of samples) {
    const p = predict(model, s.input);
    let best = 0;
    for (let o = 1; o < p.length; o++) if (p[o] > p[best]) best = o;
    if (best === s.label) right++;
  }
  return right / Math.max(1, samples.length);
}
