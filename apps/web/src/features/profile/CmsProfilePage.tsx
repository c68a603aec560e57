import { useCan } from '../../lib/viewer.ts';
import { ProfileView } from './ProfileView.tsx';

export default function CmsProfilePage() {
  const can = useCan();
  return <ProfileView withLogo={can('media.uploads.store')} />;
}
