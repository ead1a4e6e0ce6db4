/** The Dutch damage report: the island entry that gives the generic form its Dutch words (and no other language's). */
import { report } from '../../data/forms/nl/report';
import { shared } from '../../data/forms/nl/shared';
import { carLine } from '../../data/forms/nl/plate';
import DamageReportForm, { type DamageReportProps } from './DamageReportForm';

export default function DamageReportFormNl(props: DamageReportProps) {
  return <DamageReportForm {...props} shared={shared} strings={report} carWords={carLine} lang="nl" />;
}
