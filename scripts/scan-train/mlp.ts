// Trains the digit classifier's MLP (src/engine/scan/classifier.ts) with plain typed arrays: mini-batch Adam on
// softmax cross-entropy, each sample shifted by up to a pixel at random each epoch (the crop's centring is not
// exact in the wild), then quantised to int8 for the committed model.
import type { Mlp, StoredMlp } from '../../src/engine/scan/classifier.ts';
import { predict } from '../../src/engine/scan/classifier.ts';
import { createRng, type Rng } from '../../src/engine/rng.ts';

export interface Sample {
  input: Float32Array;
  /** 0-based class: digit − 1. */
  label: number;
}

const gaussian = (rng: Rng): number => Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());

function shifted(input: Float32Array, side: number, dx: number, dy: number): Float32Array {
  if (dx === 0 && dy === 0) return input;
  const out = new Float32Array(input.length);
  for (let y = 0; y < side; y++) {
    const sy = y - dy;
    if (sy < 0 || sy >= side) continue;
    for (let x = 0; x < side; x++) {
      const sx = x - dx;
      if (sx >= 0 && sx < side) out[y * side + x] = input[sy * side + sx];
    }
  }
  return out;
}

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

export function trainMlp(
  samples: Sample[],
  options: { side: number; hidden: number; outputs: number; epochs: number; seed: string; log?: (s: string) => void },
): Mlp {
  const { side, hidden, outputs, epochs } = options;
  const inputs = side * side;
  const rng = createRng(options.seed);
  const model: Mlp = {
    inputs,
    hidden,
    outputs,
    w1: Float32Array.from({ length: hidden * inputs }, () => gaussian(rng) * Math.sqrt(2 / inputs)),
    b1: new Float32Array(hidden),
    w2: Float32Array.from({ length: outputs * hidden }, () => gaussian(rng) * Math.sqrt(2 / hidden)),
    b2: new Float32Array(outputs),
  };
  const params = [model.w1, model.b1, model.w2, model.b2];
  const grads = params.map((p) => new Float32Array(p.length));
  const adams = params.map((p) => new Adam(p.length));
  const batch = 32;
  const order = samples.map((_, i) => i);
  const h = new Float32Array(hidden);
  const dh = new Float32Array(hidden);
  let t = 0;
  for (let epoch = 0; epoch < epochs; epoch++) {
    rng.shuffle(order);
    // Cosine decay from 2e-3: quick progress first, then settling into a minimum.
    const lr = 1e-3 * (1 + Math.cos((Math.PI * epoch) / epochs));
    let loss = 0;
    for (let start = 0; start < order.length; start += batch) {
      for (const g of grads) g.fill(0);
      const end = Math.min(order.length, start + batch);
      for (let k = start; k < end; k++) {
        const sample = samples[order[k]];
        const x = shifted(sample.input, side, rng.int(3) - 1, rng.int(3) - 1);
        for (let j = 0; j < hidden; j++) {
          let sum = model.b1[j];
          const row = j * inputs;
          for (let i = 0; i < inputs; i++) sum += model.w1[row + i] * x[i];
          h[j] = sum > 0 ? sum : 0;
        }
        const out = new Float32Array(outputs);
        let max = -Infinity;
        for (let o = 0; o < outputs; o++) {
          let sum = model.b2[o];
          for (let j = 0; j < hidden; j++) sum += model.w2[o * hidden + j] * h[j];
          out[o] = sum;
          max = Math.max(max, sum);
        }
        let total = 0;
        for (let o = 0; o < outputs; o++) total += out[o] = Math.exp(out[o] - max);
        dh.fill(0);
        for (let o = 0; o < outputs; o++) {
          const p = out[o] / total;
          const d = p - (o === sample.label ? 1 : 0);
          if (o === sample.label) loss -= Math.log(Math.max(p, 1e-12));
          grads[3][o] += d;
          for (let j = 0; j < hidden; j++) {
            grads[2][o * hidden + j] += d * h[j];
            dh[j] += d * model.w2[o * hidden + j];
          }
        }
        for (let j = 0; j < hidden; j++) {
          if (h[j] <= 0) continue;
          grads[1][j] += dh[j];
          const row = j * inputs;
          for (let i = 0; i < inputs; i++) if (x[i] !== 0) grads[0][row + i] += dh[j] * x[i];
        }
      }
      const n = end - start;
      for (const g of grads) for (let i = 0; i < g.length; i++) g[i] /= n;
      t++;
      params.forEach((p, i) => adams[i].step(p, grads[i], t, lr, i % 2 === 0 ? 1e-4 : 0));
    }
    options.log?.(`  epoch ${epoch + 1}/${epochs}: loss ${(loss / samples.length).toFixed(4)}`);
  }
  return model;
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
  const w1 = quantise(model.w1);
  const w2 = quantise(model.w2);
  return {
    inputs: model.inputs,
    hidden: model.hidden,
    outputs: model.outputs,
    w1: w1.base64,
    w1Scale: w1.scale,
    b1: round(model.b1),
    w2: w2.base64,
    w2Scale: w2.scale,
    b2: round(model.b2),
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
