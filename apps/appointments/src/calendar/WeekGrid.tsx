import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localDay, reminderDay } from '@dental/domain';
import { moveBetweenSlots } from './grid-keys';
import type { SlotCell, WeekModel } from './week-model';

/** dd/mm, the header's short date. */
const shortDate = (day: string) => reminderDay(day).slice(0, 5);

/**
 * The week as a table: a header of working days with their dates (today's highlighted), the matin
 * slots, a Pause row, the soir slots. What a cell holds is the caller's (`renderCell`); arrow keys
 * move between the cells' buttons and links.
 */
export function WeekGrid({ model, renderCell, today = localDay() }: { model: WeekModel; renderCell: (cell: SlotCell) => ReactNode; today?: string }) {
  const { t } = useTranslation('appointments');
  return (
    <div className="appointments-grid__scroll">
      <table className="appointments-grid" onKeyDown={moveBetweenSlots}>
        <thead>
          <tr>
            <th scope="col" className="appointments-grid__time">
              {t('calendar.time')}
            </th>
            {model.columns.map((column) => (
              <th
                scope="col"
                key={column.order}
                className={column.date === today ? 'appointments-grid__today' : undefined}
                aria-current={column.date === today ? 'date' : undefined}
                data-date={column.date}
              >
                <span className="appointments-grid__day">{t(`days.${column.order}`)}</span>
                <span className="appointments-grid__date">{shortDate(column.date)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {model.sessions.map((session, index) => (
            <Fragment key={session.partOfTime}>
              {index > 0 && (
                <tr className="appointments-grid__pause">
                  <th scope="row" colSpan={model.columns.length + 1}>
                    {t('calendar.pause')}
                  </th>
                </tr>
              )}
              {session.rows.map((row) => (
                <tr key={`${session.partOfTime}-${row.numSeance}`} data-session={session.partOfTime}>
                  <th scope="row" className="appointments-grid__time">
                    {row.time}
                  </th>
                  {row.cells.map((cell) => (
                    <td
                      key={cell.date}
                      className={[cell.date === today && 'appointments-grid__today', cell.closed && 'appointments-grid__closed'].filter(Boolean).join(' ') || undefined}
                      data-slot={`${cell.date} ${cell.time}`}
                    >
                      {renderCell(cell)}
                    </td>
                  ))}
                </tr>
              ))}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
