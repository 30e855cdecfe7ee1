/** /register: sign-up, when the admin allows it (docs/ACCOUNTS.md). */
import { SignUp } from '../features/auth/registration/SignUp';

export default function RegisterPage() {
  return <SignUp />;
}
