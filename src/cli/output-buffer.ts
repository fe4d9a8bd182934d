/**
 * Batch output collected in one reusable byte buffer and written in large blocks. A write per answer line costs a
 * system call each (stdout to a pipe or file is synchronous on Linux), which was a sixth of a batch solve's time.
 */
import type { Output } from './io.ts';

/** Large enough that system calls stop mattering, small enough that `| head` stops a run at once. */
export const BLOCK_BYTES = 64 * 1024;

export class OutputBuffer {
  readonly bytes = Buffer.allocUnsafe(BLOCK_BYTES);
  /** Bytes in use: callers that write bytes directly advance it themselves, after `reserve`. */
  length = 0;

  constructor(private readonly out: Output) {}

  /** Makes room for `n` more bytes, flushing first if they would not fit. */
  reserve(n: number): void {
    if (this.length + n > BLOCK_BYTES) this.flush();
  }

  writeLine(text: string): void {
    const size = Buffer.byteLength(text) + 1;
    if (size > BLOCK_BYTES) {
      this.flush();
      this.out.write(`${text}\n`);
      return;
    }
    this.reserve(size);
    this.length += this.bytes.write(text, this.length);
    this.bytes[this.length++] = 10;
  }

  flush(): void {
    if (this.length === 0) return;
    // Whole lines only ever sit in the buffer, so no character is split between two writes.
    this.out.write(this.bytes.toString('utf8', 0, this.length));
    this.length = 0;
  }
}
