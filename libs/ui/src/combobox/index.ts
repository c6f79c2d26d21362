// @dental/ui/combobox: an entry of its own, so that downshift loads with the first screen that
// uses a combobox and never with the shell.
export { Combobox, MAX_SUGGESTIONS, type ComboboxProps } from './Combobox';
