// /embed/venue/{slug}: the course widget of a venue, for its own website to frame (decision 053).
import { useData } from '../../../../../components/useData';
import { CourseWidget } from '../../../../../features/events/embed/CourseWidget';
import type { Data } from './+data';

export default function Page() {
  return <CourseWidget data={useData<Data>()} />;
}
