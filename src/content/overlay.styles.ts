/** The overlay's styles, in its closed shadow root (overlay.ts): light and dark, the 9×9 grid with its box lines. */
export const OVERLAY_CSS = `
    :host { all: initial; }
    .dialog {
      box-sizing: border-box; width: 20rem; max-width: calc(100vw - 16px); padding: 12px;
      font: 14px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; color: #111827; background: #fff;
      border: 1px solid #9ca3af; border-radius: 10px; box-shadow: 0 8px 28px rgba(0, 0, 0, 0.28); text-align: left;
    }
    .dialog:focus { outline: none; }
    header { display: flex; align-items: center; justify-content: space-between; gap: 8px; margin-bottom: 6px; }
    h2 { margin: 0; font-size: 16px; font-weight: 650; }
    p { margin: 0 0 8px; }
    .grid {
      display: grid; grid-template-columns: repeat(9, minmax(0, 1fr)); box-sizing: border-box; width: 100%;
      border: 2px solid #111827; margin: 0 0 8px;
    }
    .cell {
      aspect-ratio: 1; display: flex; align-items: center; justify-content: center; font-size: 15px;
      border-right: 1px solid #d1d5db; border-bottom: 1px solid #d1d5db; color: #1d4ed8;
    }
    .cell.given { color: #111827; font-weight: 700; background: #f3f4f6; }
    .cell.c3, .cell.c6 { border-right: 2px solid #111827; }
    .cell.r3, .cell.r6 { border-bottom: 2px solid #111827; }
    .cell.c9 { border-right: none; }
    .cell.r9 { border-bottom: none; }
    .cell input {
      box-sizing: border-box; width: 100%; height: 100%; padding: 0; border: none; background: transparent;
      font: inherit; color: #111827; font-weight: 700; text-align: center; caret-color: transparent;
    }
    .cell input:focus { outline: 3px solid #2563eb; outline-offset: -3px; }
    .cell.uncertain { background: #fef3c7; box-shadow: inset 0 0 0 2px #d97706; }
    .cell.clash { background: #fee2e2; box-shadow: inset 0 0 0 2px #b91c1c; }
    .cell.hint { background: #dbeafe; }
    .cell.placed { background: #bbf7d0; font-weight: 700; }
    .step:empty { display: none; }
    .step { padding: 6px 8px; border-left: 3px solid #2563eb; background: #eff6ff; border-radius: 4px; }
    button:disabled { opacity: 0.5; cursor: default; }
    details { margin: 0 0 8px; }
    pre {
      margin: 4px 0 0; max-height: 8rem; overflow: auto; padding: 6px; background: #f3f4f6; border-radius: 6px;
      font: 12px/1.3 ui-monospace, monospace; white-space: pre-wrap; word-break: break-all;
    }
    .actions { display: flex; gap: 6px; flex-wrap: wrap; }
    button {
      font: inherit; font-size: 13px; padding: 4px 8px; border-radius: 6px; border: 1px solid #6b7280; background: #fff;
      color: #111827; cursor: pointer;
    }
    button.primary { background: #2563eb; border-color: #2563eb; color: #fff; }
    button.close { border: none; font-size: 18px; line-height: 1; padding: 2px 6px; }
    button:focus-visible { outline: 3px solid #93c5fd; outline-offset: 1px; }
    .status { margin: 6px 0 0; font-size: 13px; }
    .copy-text { display: block; width: 100%; box-sizing: border-box; margin: 8px 0 0; font: 12px ui-monospace, monospace; }
    .status:empty { display: none; }
    /* Next step drawn over the grid (overlay-drawing.ts): each role its colour and its dash, so forced colours keep them apart. */
    .grid { position: relative; }
    .drawing { position: absolute; inset: 0; width: 100%; height: 100%; pointer-events: none; fill: none; stroke-width: 6; }
    .drawing .role { stroke: #b45309; stroke-dasharray: 3 10; }
    .drawing .base, .drawing .pivot, .drawing .colour-a, .drawing .corner { stroke: #1d4ed8; stroke-dasharray: none; }
    .drawing .cover, .drawing .pincer, .drawing .set { stroke: #047857; stroke-dasharray: 16 8; }
    .drawing .fin, .drawing .colour-b { stroke: #c2410c; stroke-dasharray: 5 6; }
    .drawing .pattern { stroke: #475569; stroke-dasharray: none; }
    .drawing .link, .drawing .place { stroke: #6d28d9; stroke-dasharray: none; }
    .drawing .link.weak { stroke-dasharray: 8 8; }
    .drawing .strike { stroke: #b91c1c; }
    .drawing .cause { stroke: #b45309; stroke-dasharray: 2 9; }
    @media (prefers-color-scheme: dark) {
      .dialog { color: #f9fafb; background: #1f2937; border-color: #4b5563; }
      .grid { border-color: #f9fafb; }
      .cell { border-color: #4b5563; color: #93c5fd; }
      .cell.given { color: #f9fafb; background: #374151; }
      .cell.c3, .cell.c6, .cell.r3, .cell.r6 { border-color: #f9fafb; }
      pre { background: #111827; }
      .cell input { color: #f9fafb; }
      .cell.uncertain { background: #78350f; }
      .cell.clash { background: #7f1d1d; }
      .cell.hint { background: #1e3a8a; }
      .cell.placed { background: #14532d; }
      .step { background: #1e3a8a; }
      button { background: #374151; color: #f9fafb; }
    }
    @media (prefers-color-scheme: dark) {
      .drawing .role { stroke: #fbbf24; }
      .drawing .base, .drawing .pivot, .drawing .colour-a, .drawing .corner { stroke: #93c5fd; }
      .drawing .cover, .drawing .pincer, .drawing .set { stroke: #6ee7b7; }
      .drawing .fin, .drawing .colour-b { stroke: #fdba74; }
      .drawing .pattern { stroke: #cbd5e1; }
      .drawing .link, .drawing .place { stroke: #c4b5fd; }
      .drawing .strike { stroke: #fca5a5; }
    }
    @media (forced-colors: active) {
      .drawing { forced-color-adjust: none; }
      .drawing .role, .drawing .strike, .drawing .cause { stroke: CanvasText; }
      .drawing .base, .drawing .pivot, .drawing .colour-a, .drawing .corner { stroke: Highlight; }
      .drawing .link, .drawing .place { stroke: LinkText; }
    }
`;
