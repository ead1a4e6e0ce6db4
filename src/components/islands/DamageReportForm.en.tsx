/** The English damage report: the island entry that gives the generic form its English words (and no other language's). */
import { report } from '../../data/forms/en/report';
import { shared } from '../../data/forms/en/shared';
import { carLine } from '../../data/forms/en/plate';
import DamageReportForm, { type DamageReportProps } from './DamageReportForm';

export default function DamageReportFormEn(props: DamageReportProps) {
  return <DamageReportForm {...props} shared={shared} strings={report} carWords={carLine} lang="en" />;
}
