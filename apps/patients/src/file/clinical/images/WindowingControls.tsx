import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PatientImage } from '@dental/contracts';
import { useDebouncedValue } from '@dental/ui';

/** The preview is asked again once the sliders have rested this long. */
const WINDOW_DEBOUNCE_MS = 300;

type DicomWindow = { center: number; width: number };

/**
 * The window (centre and width) a DICOM's preview is drawn at: the file's own at first; once moved,
 * the preview is read again at the new window (`&center=&width=`), after a pause.
 */
export function useWindowing(image: PatientImage) {
  const own = image.format === 'dicom' ? image.window : null;
  const [chosen, setChosen] = useState<DicomWindow | null>(own);
  const settled = useDebouncedValue(chosen, WINDOW_DEBOUNCE_MS);
  const moved = own && settled && (settled.center !== own.center || settled.width !== own.width);
  return {
    available: own !== null,
    own,
    chosen,
    setChosen,
    /** The preview's query: the window chosen, or nothing for the file's own. */
    query: moved ? { center: settled.center, width: settled.width } : {},
  };
}

/** The centre and width sliders of a DICOM, with a return to the file's own window. */
export function WindowingControls({ windowing }: { windowing: ReturnType<typeof useWindowing> }) {
  const { t } = useTranslation();
  const { own, chosen, setChosen } = windowing;
  if (!own || !chosen) return null;
  // Around the file's own window: far enough to see bone or soft tissue, in steps of a hundredth of its width.
  const step = Math.max(1, Math.round(own.width / 100));
  return (
    <>
      <label className="patients-viewer__slider">
        <span>{t('clinicalViewer.windowCenter')}</span>
        <input
          type="range"
          min={Math.round(own.center - 2 * own.width)}
          max={Math.round(own.center + 2 * own.width)}
          step={step}
          value={chosen.center}
          onChange={(event) => setChosen({ ...chosen, center: Number(event.target.value) })}
        />
      </label>
      <label className="patients-viewer__slider">
        <span>{t('clinicalViewer.windowWidth')}</span>
        <input type="range" min={1} max={Math.round(own.width * 4)} step={step} value={chosen.width} onChange={(event) => setChosen({ ...chosen, width: Number(event.target.value) })} />
      </label>
      <button type="button" className="dn-button dn-button--ghost" onClick={() => setChosen(own)}>
        {t('clinicalViewer.windowReset')}
      </button>
    </>
  );
}
