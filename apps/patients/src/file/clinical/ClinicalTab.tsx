import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTION, type Patient } from '@dental/contracts';
import { problemMessages, referenceApi } from '@dental/api-client';
import { useCan, useCanView } from '@dental/auth';
import { defaultDentition, markedTeethIn, odontogram, type Dentition } from '@dental/domain';
import { ErrorPanel, Spinner } from '@dental/ui';
import { addScreenTexts } from '../../screen-texts';
import { ChartLegend } from './chart/ChartLegend';
import { Odontogram, type OdontogramHandle } from './chart/Odontogram';
import { clinicalApi } from './clinical-api';
import { RecordConditionForm } from './conditions/RecordConditionForm';
import { ToothHistory } from './history/ToothHistory';
import { NotesPanel } from './notes/NotesPanel';
import { clinicalTranslations } from './translations';
import './clinical.css';

addScreenTexts(clinicalTranslations);

// The images' and documents' panels (uploads, viewer, PDF preview) load after the chart.
const ImagesPanel = lazy(() => import('./images/ImagesPanel').then((module) => ({ default: module.ImagesPanel })));
const DocumentsPanel = lazy(() => import('./documents/DocumentsPanel').then((module) => ({ default: module.DocumentsPanel })));

const COLLECTION = 'DOSSIER_CLINIQUE';

/**
 * The "Dossier clinique" tab: the chart with its legend and tools, the opened tooth's history and
 * the clinical notes (DOSSIER_CLINIQUE), then the radiographs, photos and documents (IMAGERIE).
 */
export function ClinicalTab({ patient }: { patient: Patient }) {
  const clinical = useCanView(COLLECTION);
  const imaging = useCanView('IMAGERIE');
  return (
    <div className="patients-clinical">
      {clinical && <ClinicalRecord patient={patient} />}
      {imaging && (
        <Suspense fallback={<Spinner />}>
          <ImagesPanel patient={patient} />
          <DocumentsPanel patient={patient} />
        </Suspense>
      )}
    </div>
  );
}

function ClinicalRecord({ patient }: { patient: Patient }) {
  const { t } = useTranslation();
  const titleId = useId();
  const canAdd = useCan(ACTION.create, COLLECTION);
  const canEdit = useCan(ACTION.edit, COLLECTION);
  const canRemove = useCan(ACTION.remove, COLLECTION);
  const chart = clinicalApi.useClinicalChartQuery(patient._id);
  const types = referenceApi.useConditionTypesQuery().data ?? [];
  const marks = useMemo(() => odontogram(chart.data ?? { conditions: [], acts: [], images: [], notes: [] }), [chart.data]);
  const [dentition, setDentition] = useState<Dentition>(() => defaultDentition(patient.dob));
  const [chosen, setChosen] = useState<string[]>([]);
  const [choosing, setChoosing] = useState(false);
  const [openTooth, setOpenTooth] = useState<string | null>(null);
  const odontogramRef = useRef<OdontogramHandle>(null);

  const choose = (tooth: string) => setChosen((teeth) => (teeth.includes(tooth) ? teeth.filter((one) => one !== tooth) : [...teeth, tooth]));
  const closeHistory = () => {
    if (openTooth) odontogramRef.current?.focusTooth(openTooth);
    setOpenTooth(null);
  };

  let drawing;
  if (chart.isLoading) drawing = <Spinner />;
  else if (chart.isError && !chart.data) drawing = <ErrorPanel message={[t('clinical.chart.loadFailed'), ...problemMessages(chart.error)].join(' ')} onRetry={() => void chart.refetch()} />;
  else
    drawing = (
      <Odontogram
        ref={odontogramRef}
        marks={marks}
        dentition={dentition}
        chosen={chosen}
        onChoose={canAdd ? choose : undefined}
        choosing={canAdd && choosing}
        onOpen={setOpenTooth}
      />
    );

  return (
    <>
      <section className="dn-card patients-clinical__chart" aria-labelledby={titleId}>
        <header className="patients-clinical__header">
          <h2 id={titleId}>{t('clinical.chart.title')}</h2>
          <DentitionSwitch value={dentition} onChange={setDentition} markedElsewhere={markedTeethIn(marks, dentition === 'permanent' ? 'deciduous' : 'permanent')} />
        </header>
        {drawing}
        <ChartLegend types={types} />
        {canAdd && (
          <RecordConditionForm patient={patient} types={types} chosen={chosen} onClear={() => setChosen([])} choosing={choosing} onChoosing={setChoosing} />
        )}
      </section>
      {openTooth && <ToothHistory key={openTooth} patientId={patient._id} tooth={openTooth} canRemove={canRemove} onClose={closeHistory} />}
      <NotesPanel patientId={patient._id} canAdd={canAdd} canEdit={canEdit} chosenTeeth={chosen} />
    </>
  );
}

/** Permanent or deciduous teeth; the other dentition says how many of its teeth carry marks. */
function DentitionSwitch({ value, onChange, markedElsewhere }: { value: Dentition; onChange: (value: Dentition) => void; markedElsewhere: number }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="patients-clinical__dentition">
      <legend className="dn-visually-hidden">{t('clinical.chart.dentition')}</legend>
      {(['permanent', 'deciduous'] as const).map((option) => (
        <label key={option} className="dn-field dn-field--inline">
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          {t(`clinical.chart.${option}`)}
          {option !== value && markedElsewhere > 0 && <span className="dn-badge">{t('clinical.chart.markedElsewhere', { count: markedElsewhere })}</span>}
        </label>
      ))}
    </fieldset>
  );
}
