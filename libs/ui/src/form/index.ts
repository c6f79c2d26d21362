// Forms (react-hook-form): an entry point of its own, so the form library stays out of the shell's first load.
export { useServerForm, type ServerFormOptions } from './use-server-form';
export { fieldsNamed, type ServerFields } from './server-fields';
export { NamePhoneForm, type NamePhone, type NamePhoneFormProps } from './NamePhoneForm';
export { useNewRowFocus } from './use-new-row-focus';
export { focusFirstField, focusIsLost } from '../focus';
