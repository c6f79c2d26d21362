export interface TabItem<Id extends string = string> {
  id: Id;
  label: string;
}

/** A row of tabs; the panel below is the caller's. */
export function Tabs<Id extends string>({ items, active, onChange, label }: { items: readonly TabItem<Id>[]; active: Id; onChange: (id: Id) => void; label: string }) {
  return (
    <div className="dn-tabs" role="tablist" aria-label={label}>
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          role="tab"
          className="dn-tab"
          aria-selected={item.id === active}
          onClick={() => onChange(item.id)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
