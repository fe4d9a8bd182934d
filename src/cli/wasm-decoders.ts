/**
 * The CLI's WebAssembly decoders: JPEG with MozJPEG (a libjpeg-turbo fork) from @jsquash/jpeg, WebP with libwebp
 * from @jsquash/webp, both Squoosh's builds. MozJPEG decodes a 12-megapixel photo about six times as fast as jpeg-js
 * (docs/scanning.md has the figures); WebP has no pure-JS decoder worth the name. Each is loaded the first time a
 * picture of its format is read (this module itself only by `scan`: decode-image.ts is imported when a picture is).
 *
 * The `.wasm` files are not inlined in the bundle: scripts/build-cli.mjs copies them next to it (dist/cli/), and a
 * run from the sources finds them in node_modules. A decoder that can't be found, compiled or started is
 * `unavailable`, and the caller decides what to do without it (jpeg-js reads JPEG as before).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import mozjpeg from '@jsquash/jpeg/codec/dec/mozjpeg_dec.js';
import libwebp from '@jsquash/webp/codec/dec/webp_dec.js';
import type { ScanImage } from '../engine/scan/index.ts';

export type WasmFormat = 'JPEG' | 'WebP';

/** What the Emscripten glue of both packages defines once started: one `decode` bound from C++ (embind). */
interface Codec {
  /**
   * MozJPEG takes a second argument (preserve orientation: no, `upright.ts` turns the picture); libwebp none, and
   * embind refuses a call with more arguments than the C++ function has.
   */
  decode?(
    data: Uint8Array,
    preserveOrientation?: boolean,
  ): { width: number; height: number; data: Uint8ClampedArray } | null;
}

/** The Emscripten module options used here (the glue's own types leave their namespace undeclared). */
interface CodecOptions extends Codec {
  noInitialRun: boolean;
  instantiateWasm(imports: WebAssembly.Imports, started: (instance: WebAssembly.Instance) => void): WebAssembly.Exports;
  print(text: string): void;
  printErr(text: string): void;
}
type CodecFactory = (options: CodecOptions) => Promise<unknown>;

const WASM: Record<WasmFormat, { file: string; inPackage: string; glue: CodecFactory }> = {
  JPEG: { file: 'mozjpeg_dec.wasm', inPackage: '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm', glue: mozjpeg },
  WebP: { file: 'webp_dec.wasm', inPackage: '@jsquash/webp/codec/dec/webp_dec.wasm', glue: libwebp },
};

/** Where the `.wasm` is: next to this file in the bundle (dist/cli/), else in its package (a run from src/). */
function wasmPath(format: WasmFormat): string | null {
  const beside = fileURLToPath(new URL(`./${WASM[format].file}`, import.meta.url));
  if (existsSync(beside)) return beside;
  try {
    return createRequire(import.meta.url).resolve(WASM[format].inPackage);
  } catch {
    return null;
  }
}

const compiled = new Map<WasmFormat, WebAssembly.Module | null>();

/** The compiled module, once per process; null when the file is missing or is no WebAssembly. */
function compiledModule(format: WasmFormat): WebAssembly.Module | null {
  if (!compiled.has(format)) {
    const path = wasmPath(format);
    let module: WebAssembly.Module | null = null;
    try {
      if (path) module = new WebAssembly.Module(readFileSync(path));
    } catch {
      module = null;
    }
    compiled.set(format, module);
  }
  return compiled.get(format) ?? null;
}

/**
 * The decoder started, synchronously: the glue is handed the compiled module and instantiates it in the call, and an
 * Emscripten runtime with nothing left to wait for is ready before its factory returns, its functions set on the
 * options object. So `decodeImage` stays synchronous for its callers. Should a later glue defer that, `decode` is
 * missing here and the decoder is unavailable (jpeg-js reads JPEG; a test says the WebAssembly decoders load).
 */
function start(format: WasmFormat): Codec | null {
  const module = compiledModule(format);
  if (!module) return null;
  const codec: CodecOptions = {
    noInitialRun: true,
    // Given the compiled module: the glue would fetch() the file, which Node can't for a file: URL.
    instantiateWasm(imports, done) {
      const instance = new WebAssembly.Instance(module, imports);
      done(instance);
      return instance.exports;
    },
    // libjpeg prints its warnings ("Corrupt JPEG data: premature end of data segment") and errors to stderr: the
    // user hears about a damaged file from decodeImage, in its own words.
    print: () => {},
    printErr: () => {},
  };
  try {
    WASM[format].glue(codec).catch(() => {});
  } catch {
    return null;
  }
  return typeof codec.decode === 'function' ? codec : null;
}

const started = new Map<WasmFormat, Codec | null>();

/** Whether the WebAssembly decoder of `format` loads here (for the tests: jpeg-js would hide a JPEG one that doesn't). */
export function wasmDecoderLoads(format: WasmFormat): boolean {
  if (!started.has(format)) started.set(format, start(format));
  return started.get(format) !== null;
}

/**
 * `bytes` decoded to RGBA; `unavailable` when the decoder can't be loaded here, `failed` when it refuses the file.
 * After a failure the decoder is started afresh for the next picture: libjpeg leaves a refused file's memory
 * allocated (it exits instead of returning), and a process reading many damaged files would grow without bound.
 */
export function wasmDecode(format: WasmFormat, bytes: Uint8Array): ScanImage | 'unavailable' | 'failed' {
  if (!wasmDecoderLoads(format)) return 'unavailable';
  try {
    const codec = started.get(format);
    const image = format === 'JPEG' ? codec?.decode?.(bytes, false) : codec?.decode?.(bytes);
    return image ? { width: image.width, height: image.height, data: image.data } : 'failed';
  } catch {
    started.delete(format);
    return 'failed';
  }
}
