// Nova Poshta names a branch "Відділення №5 (до 30 кг): просп. Голосіївський, 44": the number and the address are
// what the customer checks, the weight limit is a detail. Read apart, the chosen branch shows as one or two lines.
import { keepNumeroTogether } from '@/lib/format/numero';

export interface BranchLabelParts {
  /** "Відділення №5: просп. Голосіївський, 44": the number and the address. */
  main: string;
  /** "до 30 кг", a limit given in brackets after the number; null when there is none. */
  note: string | null;
}

const withNote = /^([^()]*?)\s*\(([^()]+)\)\s*(?::\s*(.*))?$/u;

/** A label with a bracketed limit read apart: its name, the limit and the address after the colon (maybe empty). */
function bracketedLabel(text: string): { name: string; note: string; address: string } | null {
  const match = withNote.exec(text);
  return match ? { name: match[1] ?? '', note: (match[2] ?? '').trim(), address: match[3] ?? '' } : null;
}

export function branchLabelParts(label: string): BranchLabelParts {
  const text = label.trim();
  const parts = bracketedLabel(text);
  if (!parts) return { main: keepNumeroTogether(text), note: null };
  const main = parts.address ? `${parts.name}: ${parts.address}` : parts.name;
  return { main: keepNumeroTogether(main), note: parts.note || null };
}

export interface BranchOptionLines {
  /** "просп. Голосіївський, 44": what the customer recognises, the option's main line. */
  address: string;
  /** "№5 · до 30 кг" (a parcel locker keeps its kind: "Поштомат №2211"); empty when the label has nothing more. */
  detail: string;
}

const plainBranchWord = /^Відділення\s+/u;

/**
 * A branch as a picker option (review 7): the address first, the number and the limit second. A label with no address
 * after the number stays whole on the main line.
 */
export function branchOptionLines(label: string): BranchOptionLines {
  const text = label.trim();
  const parts = bracketedLabel(text);
  const [name, note, address] = parts
    ? [parts.name, parts.note || null, parts.address.trim()]
    : [text.split(': ')[0] ?? text, null, text.includes(': ') ? text.slice(text.indexOf(': ') + 2).trim() : ''];
  if (address === '') return { address: keepNumeroTogether(name.trim()), detail: note ?? '' };
  const detail = [name.trim().replace(plainBranchWord, ''), note].filter(Boolean).join(' · ');
  return { address, detail: keepNumeroTogether(detail) };
}
