import localFont from 'next/font/local';

// Inter from @fontsource-variable/inter, one local font per subset with its unicode-range,
// so a Russian page downloads only the Cyrillic and basic Latin files (no network at build time).
// Only the last Inter face in the stack (app/globals.css: Latin, Latin Extended, Cyrillic) brings Next's
// metric-matched Arial fallback: a fallback face has no unicode-range, so one placed earlier would take every
// glyph the Inter faces after it were meant to draw (Cyrillic set in Arial wherever Arial is installed).
export const interCyrillic = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-inter-cyrillic',
  declarations: [{ prop: 'unicode-range', value: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116' }],
});

export const interLatin = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-inter-latin',
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
});

/**
 * The rouble sign alone (U+20BD, on every price): Inter's ₽ cut out of the Latin Extended file with its weight axis,
 * 1.2 KB, preloaded. Made once with subset-font 2.9.0 (harfbuzz):
 * `subsetFont(latinExtWoff2, '\u20BD', { targetFormat: 'woff2' })`; regenerate it the same way when @fontsource
 * updates Inter (docs/DECISIONS.md, item 56).
 */
export const interRouble = localFont({
  src: './fonts/inter-rouble-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-inter-rouble',
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+20BD' }],
});

/**
 * Only for rare glyphs (Latin letters with diacritics in a brand's name); not preloaded. The rouble sign ₽ (U+20BD)
 * is left out of its range on purpose: every price shows it, and 86 KB of font for one glyph cost a phone on a slow
 * network too much: ₽ comes from its own tiny file above (docs/DECISIONS.md, items 53 and 56).
 */
export const interLatinExt = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: false,
  variable: '--font-inter-latin-ext',
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+1E00-1E9F,U+20A0-20BC,U+20BE-20C0,U+2113',
    },
  ],
});

export const fontVariables = [
  interLatin.variable,
  interRouble.variable,
  interLatinExt.variable,
  interCyrillic.variable,
].join(' ');
