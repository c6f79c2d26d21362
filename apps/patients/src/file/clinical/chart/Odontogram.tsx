import { useId, useImperativeHandle, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarClock, CircleCheck, Image, NotebookPen } from 'lucide-react';
import { toothMarks, type Dentition, type ToothMarks } from '@dental/domain';
import { useLanguage } from '@dental/i18n';
import { ConditionSymbol } from '@dental/ui';
import { TOOTH_ROWS } from '@dental/ui/tooth-chart';
import { toothName } from './tooth-words';

export interface OdontogramHandle {
  /** Moves the focus to a tooth (back from its history). */
  focusTooth: (tooth: string) => void;
}

export interface OdontogramProps {
  marks: ReadonlyMap<string, ToothMarks>;
  dentition: Dentition;
  /** The teeth chosen for recording a condition. */
  chosen: readonly string[];
  /** Chooses or lets go of a tooth (Space, or a click in choosing mode); absent for a user who may not record. */
  onChoose?: (tooth: string) => void;
  /** A click chooses the tooth instead of opening its history. */
  choosing: boolean;
  /** Opens the tooth's history (Enter, or a click). */
  onOpen: (tooth: string) => void;
  ref?: Ref<OdontogramHandle>;
}

/** The two rows as the dentist reads them: the patient's right half, then the left half (from chart-layout). */
function rowsOf(dentition: Dentition): [string[], string[]] {
  const { upper, lower } = TOOTH_ROWS[dentition === 'permanent' ? 'permanent' : 'child'];
  return [
    [...upper.right, ...upper.left],
    [...lower.right, ...lower.left],
  ];
}

/** Where each key moves from (row, column), or null for a key the chart leaves alone. */
function moved(key: string, row: number, column: number, width: number): [number, number] | null {
  switch (key) {
    case 'ArrowLeft':
      return [row, Math.max(0, column - 1)];
    case 'ArrowRight':
      return [row, Math.min(width - 1, column + 1)];
    case 'ArrowUp':
      return [0, column];
    case 'ArrowDown':
      return [1, column];
    case 'Home':
      return [row, 0];
    case 'End':
      return [row, width - 1];
    default:
      return null;
  }
}

/**
 * The odontogram: a grid of the teeth in FDI numbering, upper jaw above the lower one, each tooth
 * drawing its conditions (catalogue symbol and colour), the acts planned and done, and marks for
 * images and notes, and naming all of it in words. One tab stop (roving tabindex): the arrows move
 * in the drawn order, which stays left to right in Arabic (dir="ltr", like the quotes' chart);
 * Enter opens the tooth's history, Space chooses it.
 */
export function Odontogram({ marks, dentition, chosen, onChoose, choosing, onOpen, ref }: OdontogramProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rows = rowsOf(dentition);
  const [active, setActive] = useState(rows[0][0]);
  const cells = useRef(new Map<string, HTMLDivElement>());
  const help = useId();
  // The tooth with the tab stop, the first one when the dentition changed under it.
  const current = rows.some((row) => row.includes(active)) ? active : rows[0][0];

  const focusTooth = (tooth: string) => {
    setActive(tooth);
    cells.current.get(tooth)?.focus();
  };
  useImperativeHandle(ref, () => ({ focusTooth }));

  const onKeyDown = (event: KeyboardEvent) => {
    const row = rows[0].includes(current) ? 0 : 1;
    const column = rows[row].indexOf(current);
    if (event.key === 'Enter') {
      event.preventDefault();
      onOpen(current);
      return;
    }
    if (event.key === ' ') {
      event.preventDefault();
      onChoose?.(current);
      return;
    }
    const next = moved(event.key, row, column, rows[row].length);
    if (!next) return;
    event.preventDefault();
    focusTooth(rows[next[0]][next[1]]);
  };

  const cell = (tooth: string) => {
    const drawn = toothMarks(marks, tooth);
    const isChosen = chosen.includes(tooth);
    const surfaces = [...new Set([...drawn.conditions, ...drawn.planned, ...drawn.done].map((mark) => mark.surface).filter(Boolean))].join(' ');
    const name = isChosen ? `${toothName(drawn, language, t)}${t('clinical.chart.groupSeparator')}${t('clinical.chart.chosen')}` : toothName(drawn, language, t);
    return (
      <div
        key={tooth}
        ref={(element) => {
          if (element) cells.current.set(tooth, element);
          else cells.current.delete(tooth);
        }}
        role="gridcell"
        className="patients-tooth"
        tabIndex={tooth === current ? 0 : -1}
        aria-label={name}
        title={name}
        aria-selected={onChoose ? isChosen : undefined}
        data-planned={drawn.planned.length > 0 || undefined}
        data-done={drawn.done.length > 0 || undefined}
        onFocus={() => setActive(tooth)}
        onClick={() => {
          if (choosing && onChoose) onChoose(tooth);
          else onOpen(tooth);
        }}
      >
        <span className="patients-tooth__number" aria-hidden="true">
          {tooth}
        </span>
        <span className="patients-tooth__marks" aria-hidden="true">
          {drawn.conditions.map((condition) => (
            <ConditionSymbol key={condition._id} symbol={condition.type.symbol} colour={condition.type.colour} />
          ))}
        </span>
        <span className="patients-tooth__marks" aria-hidden="true">
          {drawn.planned.length > 0 && <CalendarClock className="patients-tooth__planned" size={14} />}
          {drawn.done.length > 0 && <CircleCheck className="patients-tooth__done" size={14} />}
          {drawn.images > 0 && <Image className="patients-tooth__images" size={14} />}
          {drawn.notes > 0 && <NotebookPen className="patients-tooth__notes" size={14} />}
        </span>
        {surfaces && (
          <span className="patients-tooth__surfaces" aria-hidden="true">
            {surfaces}
          </span>
        )}
      </div>
    );
  };

  const row = (teeth: string[], jaw: 'upper' | 'lower') => {
    const half = teeth.length / 2;
    return (
      <div role="row" aria-label={t(`clinical.chart.${jaw}`)} className="patients-odontogram__row">
        <div className="patients-odontogram__half">{teeth.slice(0, half).map(cell)}</div>
        <div className="patients-odontogram__half">{teeth.slice(half).map(cell)}</div>
      </div>
    );
  };

  return (
    <>
      <p id={help} className="patients-muted patients-odontogram__help">
        {t('clinical.chart.help')}
      </p>
      <div
        role="grid"
        dir="ltr"
        className="patients-odontogram"
        aria-label={t(`clinical.chart.${dentition}`)}
        aria-describedby={help}
        aria-multiselectable={onChoose ? true : undefined}
        onKeyDown={onKeyDown}
      >
        {row(rows[0], 'upper')}
        {row(rows[1], 'lower')}
      </div>
    </>
  );
}
