// /embed/organiser/{uid}: the course widget of an organiser, for their own website to frame (decision 053).
import { useData } from '../../../../../components/useData';
import { CourseWidget } from '../../../../../features/events/embed/CourseWidget';
import type { Data } from './+data';

export default function Page() {
  return <CourseWidget data={useData<Data>()} />;
}
