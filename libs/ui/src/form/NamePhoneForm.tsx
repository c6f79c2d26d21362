import { ErrorBanners } from '../ErrorBanners';
import { FormActions } from '../FormActions';
import type { ServerFields } from './server-fields';
import { useServerForm } from './use-server-form';

export interface NamePhone {
  name: string;
  phone: string;
}

export interface NamePhoneFormProps {
  initial?: NamePhone;
  /** The two fields' labels, in the screen's words ("Nom", "Téléphone"). */
  labels: NamePhone;
  /** The server's messages that name each field, so that the field is marked as the banner shows. */
  serverFields: ServerFields<keyof NamePhone>;
  onSubmit: (input: NamePhone) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

/** A name and a phone (a laboratory, a supplier): the server's messages stay in the form. */
export function NamePhoneForm({ initial, labels, serverFields, onSubmit, onDone, onCancel }: NamePhoneFormProps) {
  const { form, banners, saving, submitWith, fieldState } = useServerForm<NamePhone>({
    defaultValues: { name: initial?.name ?? '', phone: initial?.phone ?? '' },
    serverFields,
    onDone,
  });
  const submit = submitWith(onSubmit);

  return (
    <form className="dn-form" onSubmit={submit} noValidate>
      <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
      <label className="dn-field">
        {labels.name}
        <input {...form.register('name')} {...fieldState('name')} autoFocus autoComplete="off" />
      </label>
      <label className="dn-field">
        {labels.phone}
        <input {...form.register('phone')} {...fieldState('phone')} type="tel" dir="ltr" autoComplete="off" />
      </label>
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}
