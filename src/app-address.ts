/**
 * The play app's public address (docs/app.md): where the extension's share links send a friend. The one place to
 * change when the app is hosted. There is no real host yet: this is the address a GitHub Pages site would have.
 */
export const APP_URL = 'https://sudoku-web.github.io/app/';
