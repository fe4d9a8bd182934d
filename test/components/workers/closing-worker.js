// A worker that loads, takes a request and then stops itself without a word (no `error` event): it dies silently
// mid-call (client.test.ts).
postMessage({ type: 'ready' });
addEventListener('message', () => {
  postMessage({ type: 'alive' });
  setTimeout(() => close(), 20);
});
