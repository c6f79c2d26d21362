import type { ReactNode } from 'react';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { Spinner } from '../Spinner';
import { useTranslation } from 'react-i18next';
import './combobox.css';

/** "Type, at most 5 suggestions": the most a combobox shows, whatever the caller passes. */
export const MAX_SUGGESTIONS = 5;

export interface ComboboxProps<Item> {
  /** The suggestions for the text in the box, fetched by the caller; the first 5 are shown. */
  items: readonly Item[];
  /** An item as text: what a screen reader announces, and what the box shows once it is chosen. */
  itemToString: (item: Item) => string;
  itemKey: (item: Item) => string;
  /** How a suggestion looks (its text by default). */
  renderItem?: (item: Item) => ReactNode;
  /** Every change of the text, typed or set by a choice: the caller searches (and debounces) from it. */
  onInputChange: (text: string) => void;
  onSelect: (item: Item) => void;
  label: string;
  /** The label is read by screen readers only (the placeholder or an icon says it on screen). */
  hideLabel?: boolean;
  /** The accessible name of the list of suggestions (the label by default). */
  listLabel?: string;
  placeholder?: string;
  /** The answer for the current text is awaited. */
  loading?: boolean;
  /** Shown instead of the suggestions, e.g. the server's refusal. */
  problem?: ReactNode;
  /** What an answer without suggestions says ("Aucun résultat" by default); null says nothing. */
  noResult?: ReactNode;
  /** Empties the box after a choice that moves on (opening a file, adding a line) instead of showing it. */
  clearOnSelect?: boolean;
  /** Drawn at the start of the box, e.g. a search icon. */
  icon?: ReactNode;
  className?: string;
}

type Changes<Item> = Partial<UseComboboxState<Item>>;

/**
 * Downshift's behaviour, adjusted for boxes whose choice acts at once: leaving the box never
 * chooses the highlighted suggestion, a click in the box opens the suggestions without closing them
 * (it places the caret), and `clearOnSelect` empties the box after a choice.
 */
function adjustedChanges<Item>(clearOnSelect: boolean) {
  return (state: UseComboboxState<Item>, { type, changes }: UseComboboxStateChangeOptions<Item>): Changes<Item> => {
    switch (type) {
      case useCombobox.stateChangeTypes.InputBlur:
        return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
      case useCombobox.stateChangeTypes.InputClick:
        return { ...changes, isOpen: true };
      case useCombobox.stateChangeTypes.ItemClick:
      case useCombobox.stateChangeTypes.InputKeyDownEnter:
        return clearOnSelect && changes.selectedItem ? { ...changes, isOpen: false, inputValue: '' } : changes;
      default:
        return changes;
    }
  };
}

/**
 * A text box with at most 5 suggestions below it, on downshift's useCombobox: the WAI-ARIA
 * combobox pattern (arrow keys move, Enter chooses, Escape closes), loading, problem and "no result"
 * states. The layout follows the page's writing direction (<html dir>).
 */
export function Combobox<Item>({
  items,
  itemToString,
  itemKey,
  renderItem,
  onInputChange,
  onSelect,
  label,
  hideLabel = false,
  listLabel,
  placeholder,
  loading = false,
  problem,
  noResult,
  clearOnSelect = false,
  icon,
  className,
}: ComboboxProps<Item>) {
  const { t } = useTranslation();
  const shown = items.slice(0, MAX_SUGGESTIONS);
  const { isOpen, highlightedIndex, inputValue, getLabelProps, getInputProps, getMenuProps, getItemProps } = useCombobox<Item>({
    items: shown,
    itemToString: (item) => (item ? itemToString(item) : ''),
    itemToKey: (item) => (item ? itemKey(item) : item),
    // Always null: every choice is reported, even the same item twice.
    selectedItem: null,
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onSelect(selectedItem);
    },
    onInputValueChange: ({ inputValue: text }) => onInputChange(text),
    stateReducer: adjustedChanges<Item>(clearOnSelect),
  });

  const typed = inputValue.trim() !== '';
  let status: ReactNode = null;
  if (loading) status = <Spinner />;
  else if (problem) status = problem;
  else if (typed && shown.length === 0 && noResult !== null) status = <p className="dn-combobox__none">{noResult ?? t('common:noResult')}</p>;
  const optionsShown = isOpen && status === null && shown.length > 0;
  const popupShown = optionsShown || (isOpen && status !== null);

  return (
    <div className={className ? `dn-combobox ${className}` : 'dn-combobox'}>
      <label {...getLabelProps({ className: hideLabel ? 'dn-visually-hidden' : 'dn-combobox__label' })}>{label}</label>
      <div className="dn-combobox__field">
        {icon && <span className="dn-combobox__icon">{icon}</span>}
        <input {...getInputProps({ className: icon ? 'dn-input dn-combobox__input dn-combobox__input--icon' : 'dn-input dn-combobox__input', placeholder, 'aria-busy': loading })} />
      </div>
      <div className="dn-combobox__popup" hidden={!popupShown}>
        {popupShown && status}
        {/* Always rendered, as downshift needs it; hidden while it has no option. */}
        <ul {...getMenuProps({ className: 'dn-combobox__list', 'aria-label': listLabel, hidden: !optionsShown })}>
          {optionsShown &&
            shown.map((item, index) => (
              <li key={itemKey(item)} {...getItemProps({ item, index, className: index === highlightedIndex ? 'dn-combobox__option dn-combobox__option--active' : 'dn-combobox__option' })}>
                {renderItem ? renderItem(item) : itemToString(item)}
              </li>
            ))}
        </ul>
      </div>
    </div>
  );
}
