import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Upload } from 'lucide-react';

export interface DropZoneProps {
  /** The files dropped or chosen, several at once. */
  onFiles: (files: File[]) => void;
  /** What the zone takes (the formats, the size), said under it. */
  hint: string;
  /** The file picker's filter; the server judges the format anyway. */
  accept?: string;
}

/** Where files are dropped, with a real file picker beside (reached by Tab, opened by Enter or Space). */
export function DropZone({ onFiles, hint, accept }: DropZoneProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const [over, setOver] = useState(false);
  const hover = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(true);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    onFiles([...event.dataTransfer.files]);
  };
  return (
    <div className={over ? 'patients-drop-zone patients-drop-zone--over' : 'patients-drop-zone'} onDragEnter={hover} onDragOver={hover} onDragLeave={() => setOver(false)} onDrop={drop}>
      <Upload aria-hidden="true" size={22} />
      <span>{t('clinicalUpload.drop')}</span>
      <input
        id={inputId}
        type="file"
        multiple
        accept={accept}
        className="patients-drop-zone__input"
        aria-describedby={hintId}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          // The same file chosen again is a new choice.
          event.target.value = '';
        }}
      />
      <label htmlFor={inputId} className="dn-button dn-button--ghost patients-drop-zone__choose">
        {t('clinicalUpload.choose')}
      </label>
      <p id={hintId} className="patients-drop-zone__hint">
        {hint}
      </p>
    </div>
  );
}
