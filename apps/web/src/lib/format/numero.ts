// "№" is read with its number and the word it numbers ("відділення №5"): a line never ends before "№" or right after
// it, so a number never wraps onto a line of its own.
export function keepNumeroTogether(text: string): string {
  return text.replace(/ +№/g, '\u00a0№').replace(/№ +(?=\d)/g, '№\u00a0');
}
