import { useId, useReducer, useRef, useState, type KeyboardEvent, type PointerEvent, type WheelEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Contrast, Download, RotateCw, Undo2, ZoomIn, ZoomOut } from 'lucide-react';
import { routeUrl, type PatientImage } from '@dental/contracts';
import { problemMessages, readBlob } from '@dental/api-client';
import { ErrorBanners, saveBlob, Spinner, useMessages } from '@dental/ui';
import { downloadName, useImageName } from './image-words';
import { useAuthorizedBlob } from './use-authorized-blob';
import { filterOf, INITIAL_VIEW, keyAction, transformOf, viewReducer, ZOOM_STEP, type ViewAction } from './view-state';
import { WindowingControls, useWindowing } from './WindowingControls';

/** Two fingers on the image: their last positions, to zoom by how far apart they move. */
type Pointers = Map<number, { x: number; y: number }>;
const spread = (pointers: Pointers) => {
  const [a, b] = [...pointers.values()];
  return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
};

/** The pointer gestures of the stage: one pointer (mouse or finger) drags, two pinch. */
function usePointerGestures(dispatch: (action: ViewAction) => void) {
  const pointers = useRef<Pointers>(new Map());
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      event.currentTarget.setPointerCapture?.(event.pointerId);
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const last = pointers.current.get(event.pointerId);
      if (!last) return;
      const before = spread(pointers.current);
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pointers.current.size === 1) dispatch({ type: 'panBy', dx: event.clientX - last.x, dy: event.clientY - last.y });
      else if (before > 0) dispatch({ type: 'zoomBy', factor: spread(pointers.current) / before });
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => void pointers.current.delete(event.pointerId),
    onPointerCancel: (event: PointerEvent<HTMLElement>) => void pointers.current.delete(event.pointerId),
  };
}

/** A labelled range of the toolbar, its value said in words. */
function Slider({ label, value, min, max, step, valueText, onChange }: { label: string; value: number; min: number; max: number; step: number; valueText: string; onChange: (value: number) => void }) {
  return (
    <label className="patients-viewer__slider">
      <span>{label}</span>
      <input type="range" min={min} max={max} step={step} value={value} aria-valuetext={valueText} onChange={(event) => onChange(Number(event.target.value))} />
    </label>
  );
}

/**
 * One image of the viewer with its own tools: zoom and pan (wheel and drag, pinch, the keys + − 0
 * and the arrows on the focused image), rotation, inversion, brightness and contrast, or the window
 * of a DICOM (the preview read again at that window), and the download of the original. The
 * toolbar follows the page's direction; the image is never mirrored.
 */
export function ViewerPane({ image }: { image: PatientImage }) {
  const { t } = useTranslation();
  const name = useImageName()(image);
  const hintId = useId();
  const [view, dispatch] = useReducer(viewReducer, INITIAL_VIEW);
  const windowing = useWindowing(image);
  const path = routeUrl('patientImages.file', { id: image._id });
  const preview = useAuthorizedBlob(path, { variant: 'preview', ...windowing.query });
  const gestures = usePointerGestures(dispatch);
  const failures = useMessages();
  const [downloading, setDownloading] = useState(false);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = keyAction(event.key);
    if (!action) return;
    event.preventDefault();
    dispatch(action);
  };
  const onWheel = (event: WheelEvent<HTMLDivElement>) => dispatch({ type: 'zoomBy', factor: event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP });
  const download = async () => {
    setDownloading(true);
    failures.clear();
    try {
      saveBlob(await readBlob(path, { variant: 'original', download: 1 }), downloadName(image));
    } catch (error) {
      failures.setMessages(problemMessages(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section className="patients-viewer__pane" aria-label={name}>
      <div className="patients-viewer__tools" role="group" aria-label={name}>
        <button type="button" className="dn-icon-button" aria-label={t('clinicalViewer.zoomIn')} title={t('clinicalViewer.zoomIn')} onClick={() => dispatch({ type: 'zoomBy', factor: ZOOM_STEP })}>
          <ZoomIn aria-hidden="true" size={20} />
        </button>
        <button type="button" className="dn-icon-button" aria-label={t('clinicalViewer.zoomOut')} title={t('clinicalViewer.zoomOut')} onClick={() => dispatch({ type: 'zoomBy', factor: 1 / ZOOM_STEP })}>
          <ZoomOut aria-hidden="true" size={20} />
        </button>
        <output className="patients-viewer__zoom">{t('clinicalViewer.zoom', { value: Math.round(view.zoom * 100) })}</output>
        <button type="button" className="dn-icon-button" aria-label={t('clinicalViewer.rotate')} title={t('clinicalViewer.rotate')} onClick={() => dispatch({ type: 'rotate' })}>
          <RotateCw aria-hidden="true" size={20} />
        </button>
        <button type="button" className="dn-icon-button" aria-label={t('clinicalViewer.invert')} title={t('clinicalViewer.invert')} aria-pressed={view.invert} onClick={() => dispatch({ type: 'invert' })}>
          <Contrast aria-hidden="true" size={20} />
        </button>
        <button type="button" className="dn-icon-button" aria-label={t('clinicalViewer.reset')} title={t('clinicalViewer.reset')} onClick={() => dispatch({ type: 'reset' })}>
          <Undo2 aria-hidden="true" size={20} />
        </button>
        {windowing.available ? (
          <WindowingControls windowing={windowing} />
        ) : (
          <>
            <Slider label={t('clinicalViewer.brightness')} value={view.brightness} min={20} max={300} step={5} valueText={t('clinicalViewer.percent', { value: view.brightness })} onChange={(brightness) => dispatch({ type: 'filters', brightness })} />
            <Slider label={t('clinicalViewer.contrast')} value={view.contrast} min={20} max={300} step={5} valueText={t('clinicalViewer.percent', { value: view.contrast })} onChange={(contrast) => dispatch({ type: 'filters', contrast })} />
          </>
        )}
        <button type="button" className="dn-button dn-button--ghost" disabled={downloading} onClick={() => void download()}>
          <Download aria-hidden="true" size={18} />
          {t('clinicalViewer.download')}
        </button>
      </div>
      <ErrorBanners messages={failures.messages} onDismiss={failures.dismiss} />
      <p id={hintId} className="dn-visually-hidden">
        {t('clinicalViewer.keys')}
      </p>
      {/* The image is drawn left to right whatever the page's direction: only the tools mirror. */}
      <div
        className="patients-viewer__stage"
        dir="ltr"
        role="group"
        tabIndex={0}
        aria-label={t('clinicalViewer.stage', { name })}
        aria-describedby={hintId}
        aria-busy={preview.loading}
        onKeyDown={onKeyDown}
        onWheel={onWheel}
        {...gestures}
      >
        {preview.url ? (
          <img className="patients-viewer__image" src={preview.url} alt={name} draggable={false} style={{ transform: transformOf(view), filter: filterOf(view) }} />
        ) : preview.loading ? (
          <Spinner label={t('clinicalViewer.loading')} />
        ) : (
          preview.errors.length > 0 && (
            <p role="alert" className="patients-viewer__failure">
              {preview.errors.join(' ')}
            </p>
          )
        )}
      </div>
    </section>
  );
}
