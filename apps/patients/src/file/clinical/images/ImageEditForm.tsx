import type { ImageKind, PatientImage } from '@dental/contracts';
import { ErrorBanners, FormActions } from '@dental/ui';
import { useServerForm } from '@dental/ui/form';
import { ImageFields } from './ImageFields';
import { imagesApi } from './images-api';
import { typedTeeth } from '../notes/note-teeth';

interface ImageValues {
  kind: ImageKind;
  takenOn: string;
  teeth: string;
}

export interface ImageEditFormProps {
  image: PatientImage;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * Corrects what an image was uploaded as (its kind, the day it was taken, its teeth); the server's
 * refusals stay in the form, in the user's language, and change nothing.
 */
export function ImageEditForm({ image, onDone, onCancel }: ImageEditFormProps) {
  const [update] = imagesApi.useUpdateImageMutation();
  const { form, banners, saving, submitWith, fieldState } = useServerForm<ImageValues>({
    defaultValues: { kind: image.kind, takenOn: image.takenOn.slice(0, 10), teeth: image.teeth.join(', ') },
    serverFields: { kind: ['clinical.imageKindInvalid'], takenOn: ['clinical.dateInvalid', 'clinical.dateInFuture'], teeth: ['clinical.toothInvalid', 'clinical.toothRepeated'] },
    dateFields: { takenOn: 'clinical.dateInvalid' },
    onDone,
  });
  const submit = submitWith(({ kind, takenOn, teeth }) => update({ patientId: image.patient, id: image._id, input: { kind, takenOn, teeth: typedTeeth(teeth) } }).unwrap());

  return (
    <form className="dn-form" onSubmit={submit} noValidate>
      <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
      <ImageFields
        kind={{ ...form.register('kind'), ...fieldState('kind') }}
        takenOn={{ ...form.register('takenOn'), ...fieldState('takenOn', 'dn-input dn-input--date') }}
        teeth={{ ...form.register('teeth'), ...fieldState('teeth') }}
      />
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}
