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

export function branchLabelParts(label: string): BranchLabelParts {
  const text = label.trim();
  const match = withNote.exec(text);
  if (!match) return { main: keepNumeroTogether(text), note: null };
  const [, name = '', note = '', address] = match;
  const main = address ? `${name}: ${address}` : name;
  return { main: keepNumeroTogether(main), note: note.trim() || null };
}
