// Tabs (WAI-ARIA tabs pattern): one tab stop for the list, arrow keys, Home and End move between tabs and select
// them, and the panel is labelled by its tab.
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import '@/components/ui/ui.css';

export interface TabItem<Key extends string> {
  key: Key;
  label: string;
}

interface TabsProps<Key extends string> {
  /** Names the tab list ("Історія"). */
  label: string;
  tabs: readonly TabItem<Key>[];
  selected: Key;
  onSelect: (key: Key) => void;
  /** The selected tab's panel. */
  children: ReactNode;
  className?: string;
}

export function Tabs<Key extends string>({ label, tabs, selected, onSelect, children, className }: TabsProps<Key>) {
  const baseId = useId();
  const tabId = (key: Key): string => `${baseId}-tab-${key}`;
  const panelId = `${baseId}-panel`;

  const move = (event: KeyboardEvent<HTMLDivElement>): void => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    const next = target === null ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    onSelect(next.key);
    document.getElementById(tabId(next.key))?.focus();
  };

  return (
    <div className={['tabs', className ?? ''].filter(Boolean).join(' ')}>
      <div className="tabs__list" role="tablist" aria-label={label} onKeyDown={move}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            id={tabId(tab.key)}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={tab.key === selected}
            aria-controls={panelId}
            tabIndex={tab.key === selected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id={panelId} className="tabs__panel" role="tabpanel" aria-labelledby={tabId(selected)} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
