/**
 * Stylelint guards one rule only: the type scale of app/globals.css. Every font-size is one of its steps and every
 * font-weight 400 or 700, because each further size or weight on the first screen is one more font the browser
 * looks up before its first layout (docs/adr/0090-type-scale.md). Formatting is Prettier's.
 * @type {import('stylelint').Config}
 */
const config = {
  rules: {
    'declaration-property-value-allowed-list': {
      'font-size': ['/^var\\(--text-(xs|sm|md|lg|xl|2xl|display)\\)$/', 'inherit'],
      'font-weight': ['400', '700', 'inherit'],
      font: ['inherit'],
    },
  },
};

export default config;
