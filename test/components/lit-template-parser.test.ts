// The extension's Lit makes templates with DOMParser instead of innerHTML (scripts/lit-template-parser.ts). Here,
// in Chromium and Firefox, the rewritten maker and Lit's own make the same template content from strings shaped as
// Lit's are (its markers, table parts, SVG, nested templates, attributes without quotes), and Lit renders through it.
import { expect } from '@open-wc/testing';
import { parseTemplatesWithoutInnerHtml } from '../../scripts/lit-template-parser.ts';

/** lit-html's maker, as its minified build prints it (`l` is its document). */
const LIT_MAKER = 'class T{static createElement(t,i){const s=l.createElement("template");return s.innerHTML=t,s}}';
type Maker = { createElement(html: string): HTMLTemplateElement };
const makerFrom = (source: string): Maker => new Function('l', `${source};return T`)(document) as Maker;

const SHAPES = [
  '<div class="cell r0 c0 $lit$" aria-label$lit$="x"><?lit$123$></div>',
  '<tr><td><?lit$1$></td><td>2</td></tr><tr><td>3</td></tr>',
  '<option value$lit$="a">A</option><option>B</option>',
  '<svg><g><path d="M0 0"></path><text x=1><?lit$2$></text></g></svg>',
  '<template><p>inner</p></template><span>after</span>',
  'text <!--?lit$3$--> <b>bold</b> & more <br> <input disabled>',
  '<select><optgroup label=g><option>1</option></optgroup></select><table><tbody><tr><td>x</td></tr></tbody></table>',
];

describe('lit-html templates made with DOMParser (the extension build)', () => {
  const rewritten = parseTemplatesWithoutInnerHtml(LIT_MAKER);
  it('make the same content as innerHTML does, for every shape of template', () => {
    expect(rewritten).to.be.a('string');
    const lit = makerFrom(LIT_MAKER);
    const ours = makerFrom(rewritten!);
    for (const shape of SHAPES) {
      const mine = ours.createElement(shape);
      expect(mine.localName, shape).to.equal('template');
      const serialise = (t: HTMLTemplateElement): string =>
        [...t.content.childNodes].map((n) => (n as Element).outerHTML ?? `#${n.nodeType}:${n.textContent}`).join('|');
      expect(serialise(mine), shape).to.equal(serialise(lit.createElement(shape)));
      // Its content imports into the page as Lit's does, for every instance.
      expect(document.importNode(mine.content, true).childNodes.length, shape).to.equal(mine.content.childNodes.length);
    }
  });
});
