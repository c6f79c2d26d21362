import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarClock, CircleCheck, Image, NotebookPen } from 'lucide-react';
import { conditionName, type ConditionType } from '@dental/contracts';
import { useLanguage } from '@dental/i18n';
import { ConditionSymbol } from '@dental/ui';

/** What each symbol of the chart means: the catalogue's conditions, then the acts, images and notes. */
export function ChartLegend({ types }: { types: readonly ConditionType[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = useId();
  return (
    <section className="patients-legend" aria-labelledby={title}>
      <h3 id={title} className="patients-legend__title">
        {t('clinical.legend.title')}
      </h3>
      <ul className="patients-legend__items">
        {types.map((type) => (
          <li key={type._id}>
            <ConditionSymbol symbol={type.symbol} colour={type.colour} />
            {conditionName(type, language)}
          </li>
        ))}
        <li>
          <CalendarClock className="patients-tooth__planned" size={14} aria-hidden="true" />
          {t('clinical.legend.planned')}
        </li>
        <li>
          <CircleCheck className="patients-tooth__done" size={14} aria-hidden="true" />
          {t('clinical.legend.done')}
        </li>
        <li>
          <Image className="patients-tooth__images" size={14} aria-hidden="true" />
          {t('clinical.legend.images')}
        </li>
        <li>
          <NotebookPen className="patients-tooth__notes" size={14} aria-hidden="true" />
          {t('clinical.legend.notes')}
        </li>
      </ul>
    </section>
  );
}
