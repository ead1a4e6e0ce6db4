/** The Dutch damage report: the island entry that gives the generic form its Dutch words (and no other language's). */
import { report, shared } from '../../data/forms/nl';
import DamageReportForm, { type DamageReportProps } from './DamageReportForm';

export default function DamageReportFormNl(props: DamageReportProps) {
  return <DamageReportForm {...props} shared={shared} strings={report} />;
}
