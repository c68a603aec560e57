import { ProfileView } from './ProfileView.tsx';

export default function PartnerProfilePage() {
  return <ProfileView withLogo={false} />;
}
