// A worker that loads and then dies (an uncaught error: the page gets an `error` event) mid-call (client.test.ts).
postMessage({ type: 'ready' });
addEventListener('message', () => {
  setTimeout(() => {
    throw new Error('the engine crashed');
  }, 20);
});
