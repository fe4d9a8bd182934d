// Reads one file out of a zip (stored or deflated), enough to check what a store upload carries without an unzip
// program: the end-of-central-directory record gives the directory, the directory gives each entry's local header.
import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;

/** The bytes of `name` inside the zip at `zipPath`, or undefined when it has no such entry. */
export function zipEntry(zipPath, name) {
  const zip = readFileSync(zipPath);
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== END_OF_DIRECTORY) end--;
  if (end < 0) throw new Error(`${zipPath} is not a zip: no end-of-central-directory record`);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new Error(`${zipPath}: central directory entry ${i} is broken`);
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    if (zip.toString('utf8', at + 46, at + 46 + nameLength) === name) {
      const data = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const body = zip.subarray(data, data + size);
      return method === 8 ? inflateRawSync(body) : Buffer.from(body);
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
  return undefined;
}
