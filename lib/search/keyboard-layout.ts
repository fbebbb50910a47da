// A query typed with the wrong keyboard layout: `rerkf` is `кукла` on the ЙЦУКЕН layout, `дупщ` is `lego`.

const EN = 'qwertyuiop[]asdfghjkl;\'zxcvbnm,.`{}:"<>~';
const RU = 'йцукенгшщзхъфывапролджэячсмитьбюёхъжэбюё';

const EN_TO_RU = new Map<string, string>();
const RU_TO_EN = new Map<string, string>();
for (let i = 0; i < EN.length; i++) {
  EN_TO_RU.set(EN[i], RU[i]);
  // The unshifted key wins for the reverse map (х → `[`, not `{`).
  if (!RU_TO_EN.has(RU[i])) RU_TO_EN.set(RU[i], EN[i]);
}

/** Text typed on the English layout as if the Russian one was on (`rerkf` → `кукла`); case is lowered. */
export function enToRuLayout(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) out += EN_TO_RU.get(ch) ?? ch;
  return out;
}

/** Text typed on the Russian layout as if the English one was on (`дупщ` → `lego`); case is lowered. */
export function ruToEnLayout(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) out += RU_TO_EN.get(ch) ?? ch;
  return out;
}
