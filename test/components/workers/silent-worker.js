// A worker script that takes every message and never answers, not even `ready`: the hang of issue 25 (client.test.ts).
addEventListener('message', () => {});
