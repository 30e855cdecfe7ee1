/** /invite/{token}: an invitation to an account (docs/ACCOUNTS.md). */
import { useParams } from 'react-router';
import { AcceptInvitation } from '../features/auth/invitation/AcceptInvitation';

export default function InvitePage() {
  const { token = '' } = useParams();
  return <AcceptInvitation token={token} />;
}
