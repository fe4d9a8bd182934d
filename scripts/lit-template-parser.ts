// Lit makes each template's <template> element by setting its innerHTML to the template's literal strings (never
// to data). addons.mozilla.org's linter cannot tell, and warns of an unsafe innerHTML assignment (UNSAFE_VAR_
// ASSIGNMENT) in every add-on that bundles Lit. For the extension's builds (vite.config.ts's default mode and
// scripts/build-firefox.mjs), this rewrites that one method of lit-html to parse the same string with DOMParser,
// which makes the same inert <template> by the same HTML parser (in its own document; Lit imports its content into
// the page's document for every instance, as it does with an innerHTML-made template's, whose content also lives in
// a document of its own). The build fails if lit-html's code no longer matches: a Lit update is then checked here.
import type { Plugin } from 'vite';

/** `static createElement(html, options) { const el = d.createElement('template'); el.innerHTML = html; return el; }`
 * as lit-html writes it (development build) and as its minified build prints it (`return s.innerHTML=t,s`). */
const CREATE_ELEMENT =
  /static createElement\((\w+),\s*\w+\)\s*\{\s*const (\w+)\s*=\s*\w+\.createElement\(["']template["']\);\s*(?:return\s+)?\2\.innerHTML\s*=\s*\1\s*[,;]\s*(?:return\s+)?\2;?\s*\}/;

/** lit-html's template maker, with DOMParser in place of the innerHTML assignment. */
export function parseTemplatesWithoutInnerHtml(code: string): string | null {
  const match = CREATE_ELEMENT.exec(code);
  if (!match) return null;
  const html = match[1];
  // `html` may be a TrustedHTML (Lit's policy, where the browser has Trusted Types): its string is the template.
  const replacement =
    `static createElement(${html}){return new DOMParser().parseFromString("<template>"+${html}+"</template>",` +
    `"text/html").head.firstChild}`;
  return code.slice(0, match.index) + replacement + code.slice(match.index + match[0].length);
}

/** The Vite plugin: rewrites lit-html's module, and fails the build if it was bundled but not rewritten. */
export function litTemplateParser(): Plugin {
  let litSeen = false;
  let rewritten = false;
  return {
    name: 'sudoku:lit-template-parser',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]lit-html[\\/](?:development[\\/])?lit-html\.js$/.test(id)) return null;
      litSeen = true;
      const changed = parseTemplatesWithoutInnerHtml(code);
      if (changed === null) return null;
      rewritten = true;
      return { code: changed, map: null };
    },
    buildEnd() {
      if (litSeen && !rewritten)
        this.error("lit-html's Template.createElement no longer matches scripts/lit-template-parser.ts's pattern");
    },
  };
}
