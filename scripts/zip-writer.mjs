// A minimal zip writer on node:zlib (deflate + crc32), so the build needs no archive dependency: the extension's
// store packages (zip-extension.mjs, build-firefox.mjs) and the source package for addons.mozilla.org
// (build-source.mjs). The same files give the same archive byte for byte.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';

/** Every file under `dir`, sorted so the archive is the same byte for byte from the same build. */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true })
    .map((name) => join(dir, String(name)))
    .filter((path) => statSync(path).isFile())
    .sort();
}

// A fixed timestamp (1980-01-01, the zip epoch) keeps the archive reproducible.
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

/** Zips every file under `sourceDir` (paths relative to it) into `outFile`; returns how many files. */
export function zipDirectory(sourceDir, outFile) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  const paths = filesUnder(sourceDir);
  for (const path of paths) {
    const name = Buffer.from(relative(sourceDir, path).split(sep).join('/'), 'utf8');
    const data = readFileSync(path);
    const deflated = deflateRawSync(data, { level: 9 });
    // Store files that deflate does not shrink (the PNGs, mostly).
    const method = deflated.length < data.length ? 8 : 0;
    const body = method === 8 ? deflated : data;
    const crc = crc32(data);

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0
    local.writeUInt16LE(0x0800, 6); // flags: names are UTF-8
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, body);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by: 2.0
    local.copy(central, 6, 4, 30); // version needed … name length: same fields as the local header
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }

  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(paths.length, 8);
  end.writeUInt16LE(paths.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);

  writeFileSync(outFile, Buffer.concat([...locals, ...centrals, end]));
  return paths.length;
}
