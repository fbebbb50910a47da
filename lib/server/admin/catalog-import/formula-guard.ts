// A spreadsheet runs a cell that starts with `=`, `+`, `-` or `@` as a formula (CSV injection: a product named
// `=HYPERLINK(…)` would act in the operator's Excel). The export writes such text cells with a leading apostrophe,
// which spreadsheets read as «this is text», and the import takes that apostrophe off again, so an exported file
// imported back changes nothing. Text that already starts with apostrophes before such a character gets one more,
// so the import's taking one off is never ambiguous.
const GUARDED = /^'*[=+\-@\t\r]/;

export const guardFormula = (text: string): string => (GUARDED.test(text) ? `'${text}` : text);

export const unguardFormula = (text: string): string =>
  text.startsWith("'") && GUARDED.test(text.slice(1)) ? text.slice(1) : text;
