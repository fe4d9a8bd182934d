// puppeteer-core against Debian's Firefox ESR (140.12): two of puppeteer's BiDi paths fail there, fitted here for the
// Firefox tests once per process, on the BiDi page and frame classes (Chromium's CDP classes are left alone).
// - `page.setViewport` also sends `emulation.setScreenOrientationOverride`, which this Firefox does not know: the
//   viewport is then set with `browsingContext.setViewport` alone.
// - `waitForFunction` polls with a function it builds in the page with `Function()`, which an extension page's CSP
//   blocks: here the predicate is evaluated from Node until it holds (evaluation through BiDi is not the page's code).
/**
 * Prefs that start a Firefox in a colour scheme, for tests that can't set it at run time (that needs the browser's
 * chrome, which Firefox ESR 140.12's WebDriver BiDi no longer reaches).
 */
export const FIREFOX_SCHEME_PREFS = {
  light: { 'layout.css.prefers-color-scheme.content-override': 1 },
  dark: { 'layout.css.prefers-color-scheme.content-override': 0 },
  forced: { 'layout.css.prefers-color-scheme.content-override': 1, 'browser.display.document_color_use': 2 },
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const FITTED = Symbol('fitted to Firefox ESR');

/** @param {import('puppeteer-core').Browser} browser */
export async function fitPuppeteerToFirefox(browser) {
  const [page] = await browser.pages();
  const pageClass = Object.getPrototypeOf(page);
  if (pageClass[FITTED]) return;
  pageClass[FITTED] = true;
  const frameClass = Object.getPrototypeOf(page.mainFrame());

  const setViewport = pageClass.setViewport;
  pageClass.setViewport = async function (viewport) {
    try {
      await setViewport.call(this, viewport);
    } catch (error) {
      if (!String(error?.message).includes('setScreenOrientationOverride')) throw error;
      await this.browser().connection.send('browsingContext.setViewport', {
        context: this.mainFrame()._id,
        viewport: viewport ? { width: viewport.width, height: viewport.height } : null,
        devicePixelRatio: viewport?.deviceScaleFactor ?? null,
      });
      // The page takes the new size a moment later: wait until it has it, so what is measured next is laid out in it.
      for (let tries = 0; viewport && tries < 40; tries++) {
        const [width, height] = await this.evaluate(() => [innerWidth, innerHeight]).catch(() => [0, 0]);
        if (width === viewport.width && height === viewport.height) break;
        await sleep(25);
      }
      await this.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))).catch(
        () => undefined,
      );
    }
  };

  frameClass.waitForFunction = async function (predicate, options = {}, ...args) {
    const timeout = options.timeout ?? 30_000;
    const interval = typeof options.polling === 'number' ? options.polling : 50;
    const deadline = Date.now() + timeout;
    let lastError;
    for (;;) {
      try {
        const handle = await this.evaluateHandle(predicate, ...args);
        if (await handle.evaluate((value) => Boolean(value))) return handle;
        await handle.dispose();
      } catch (error) {
        // A navigation in progress destroys the context: try again.
        lastError = error;
      }
      if (Date.now() > deadline) {
        throw new Error(`Waiting failed: ${timeout}ms exceeded`, lastError ? { cause: lastError } : undefined);
      }
      await sleep(interval);
    }
  };
}
