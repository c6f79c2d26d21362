import { useRef, type KeyboardEvent } from 'react';

export interface TabItem<Id extends string = string> {
  id: Id;
  label: string;
}

export interface TabsProps<Id extends string> {
  items: readonly TabItem<Id>[];
  active: Id;
  onChange: (id: Id) => void;
  /** The accessible name of the tab list. */
  label: string;
  /** Id prefix of the panels the tabs control (`${panelIdPrefix}-${id}`), when the caller renders them with `tabPanelProps`. */
  panelIdPrefix?: string;
}

const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
const panelId = (prefix: string, id: string) => `${prefix}-${id}`;

/** Which way the arrow keys move in a writing direction: in right-to-left text ArrowLeft goes to the next tab. */
function step(key: string, rtl: boolean): number {
  if (key === 'ArrowRight') return rtl ? -1 : 1;
  if (key === 'ArrowLeft') return rtl ? 1 : -1;
  return 0;
}

/**
 * The WAI-ARIA tabs pattern: one tab stop (the selected tab), arrow keys move and select (mirrored
 * right to left), Home and End go to the ends. The panel below is the caller's.
 */
export function Tabs<Id extends string>({ items, active, onChange, label, panelIdPrefix }: TabsProps<Id>) {
  const list = useRef<HTMLDivElement>(null);

  const select = (index: number) => {
    const item = items[(index + items.length) % items.length];
    onChange(item.id);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[items.indexOf(item)]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items.findIndex((item) => item.id === active);
    // The shell sets <html dir>; a nearer `dir` wins.
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const move = step(event.key, rtl);
    if (move !== 0) select(current + move);
    else if (event.key === 'Home') select(0);
    else if (event.key === 'End') select(items.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <div className="dn-tabs" role="tablist" aria-label={label} ref={list} onKeyDown={onKeyDown}>
      {items.map((item) => {
        const selected = item.id === active;
        return (
          <button
            key={item.id}
            id={panelIdPrefix ? tabId(panelIdPrefix, item.id) : undefined}
            type="button"
            role="tab"
            className="dn-tab"
            aria-selected={selected}
            aria-controls={panelIdPrefix ? panelId(panelIdPrefix, item.id) : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.id)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

/** The attributes of the panel of the active tab, tied to its tab. */
export function tabPanelProps(panelIdPrefix: string, active: string) {
  return { role: 'tabpanel', id: panelId(panelIdPrefix, active), 'aria-labelledby': tabId(panelIdPrefix, active), tabIndex: 0 } as const;
}
