// A worker that answers after 2 s but says `alive` at once and every 50 ms meanwhile: busy, not silent
// (client.test.ts). Its answer says where it came from, so a test can tell it from the page engine's.
postMessage({ type: 'ready' });
addEventListener('message', (event) => {
  const { id } = event.data;
  postMessage({ type: 'alive' });
  const beat = setInterval(() => postMessage({ type: 'alive' }), 50);
  setTimeout(() => {
    clearInterval(beat);
    postMessage({ id, type: 'result', result: { kind: 'invalid', text: 'from the slow worker' } });
  }, 2000);
});
