/** The activity chart's numbers as a table for screen readers (the canvas says nothing to them). */
import type { DailyActivity } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { formatDay } from './stats';

export function ActivityTable({ days }: { days: DailyActivity[] }) {
  const { t, i18n } = useTranslation('admin');
  const n = (v: number) => formatNumber(v, i18n.language);
  return (
    <table className="sr-only">
      <caption>{t('dashboard.activity.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('dashboard.activity.day')}</th>
          <th scope="col">{t('dashboard.activity.pastes')}</th>
          <th scope="col">{t('dashboard.activity.files')}</th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.date}>
            <th scope="row">{formatDay(day.date, i18n.language, 'long')}</th>
            <td>{n(day.pastes)}</td>
            <td>{n(day.files)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
