/**
 * Lookup tables for the band bitboard solver (see bitboard.ts for the layout).
 *
 * A "band mask" is 27 bits: three rows of a band, 9 bits each (bit 9·row + column). Bit i of band b is cell 27·b + i.
 * Everything here is computed once at module load; the hot loop only reads these typed arrays.
 */

/** All 27 cells of a band. */
export const BAND_FULL = 0x7ffffff;

/** For a 9-bit row: which of its three boxes (3 bits) hold at least one bit. */
export const ROW_BOXES = new Int32Array(512);

/** For a 9-bit row: the row itself when exactly one bit is set, else 0 (row-wise hidden single). */
export const ROW_SINGLE = new Int32Array(512);

/**
 * For a 9-bit "row × box" presence pattern (bit 3·row + box), the 27-bit mask of cells that some valid placement of
 * one digit can still use. A digit sits once in each row of a band and once in each box, so the three rows take three
 * different boxes: only row/box pairs that belong to a permutation survive. 0 when no permutation fits (contradiction).
 * This one lookup does the band's locked candidates (pointing and claiming) and box hidden singles for one digit.
 */
export const BAND_ALLOWED = new Int32Array(512);

/**
 * The same permutation rule for a stack, on a 9-bit "column × band" pattern (bit 3·column-in-stack + band): a digit
 * sits once in each column of a stack and once in each of its boxes, so the three columns take three different bands.
 * Gives the surviving pattern bits (0 when none fit): pointing and claiming along columns for one digit.
 */
export const STACK_ALLOWED = new Int32Array(512);

/** Spreads a 9-bit column set to every third bit (column j to bit 3j) for building stack patterns. */
export const SPREAD3 = new Int32Array(512);

/** The inverse on a window: bits 0, 3 and 6 of the index, packed into 3 bits. */
export const GATHER3 = new Int32Array(512);

/** A 9-bit column set repeated in all three rows of a band. */
export const COLUMNS27 = new Int32Array(512);

/** For a cell of a band (0–26): its row and box neighbours inside the band, not the cell itself. */
export const BAND_PEERS = new Int32Array(27);

/** For a cell of a band (0–26): the three bits of its column in any band. */
export const COLUMN_BITS = new Int32Array(27);

function buildTables(): void {
  for (let row = 0; row < 512; row++) {
    ROW_BOXES[row] = (row & 0x7 ? 1 : 0) | (row & 0x38 ? 2 : 0) | (row & 0x1c0 ? 4 : 0);
    ROW_SINGLE[row] = row !== 0 && (row & (row - 1)) === 0 ? row : 0;
  }
  const permutations = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
  ];
  for (let pattern = 0; pattern < 512; pattern++) {
    let allowed = 0;
    for (const boxOfRow of permutations) {
      let fits = true;
      for (let row = 0; row < 3; row++) if (!(pattern & (1 << (3 * row + boxOfRow[row])))) fits = false;
      if (!fits) continue;
      for (let row = 0; row < 3; row++) allowed |= 0x7 << (9 * row + 3 * boxOfRow[row]);
    }
    BAND_ALLOWED[pattern] = allowed;
    let pairs = 0;
    for (let row = 0; row < 3; row++)
      for (let box = 0; box < 3; box++) if (allowed & (1 << (9 * row + 3 * box))) pairs |= 1 << (3 * row + box);
    STACK_ALLOWED[pattern] = pairs;
    let spread = 0;
    for (let j = 0; j < 9; j++) if (pattern & (1 << j)) spread |= 1 << (3 * j);
    SPREAD3[pattern] = spread;
    GATHER3[pattern] = (pattern & 1) | ((pattern >> 2) & 2) | ((pattern >> 4) & 4);
    COLUMNS27[pattern] = pattern | (pattern << 9) | (pattern << 18);
  }
  for (let i = 0; i < 27; i++) {
    const row = (i / 9) | 0;
    const col = i % 9;
    const box = (col / 3) | 0;
    let peers = 0x1ff << (9 * row);
    for (let r = 0; r < 3; r++) peers |= 0x7 << (9 * r + 3 * box);
    BAND_PEERS[i] = peers & ~(1 << i);
    COLUMN_BITS[i] = (1 << col) | (1 << (col + 9)) | (1 << (col + 18));
  }
}

buildTables();
