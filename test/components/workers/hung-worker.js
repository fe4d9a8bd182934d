// A worker that loads (`ready`) and then never answers nor beats: an engine stuck in a loop (client.test.ts).
postMessage({ type: 'ready' });
addEventListener('message', () => {});
