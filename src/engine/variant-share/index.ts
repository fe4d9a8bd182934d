// Our own share link of a variant game (the board's Share: `#sudoku=variant:…`), written and read, and the reader of
// anything a user pastes or pipes, share links included. A part of its own, beside variant/: it needs the classic link
// and grid code, which the engine worker (reading variants through variant/index.ts) must not share with the element.
export { writeVariantShareLink } from './variant-share-link.ts';
export { isVariantShareLink, readVariantShareLink, type VariantLinkRead } from './read-variant-share-link.ts';
export { looksLikeVariantOrShareLink, readVariantOrShareLink } from './read-with-share-link.ts';
