/**
 * Why this visitor cannot use a screen (not logged in, or a key without the permission), with a
 * link to log in. Each feature passes its own words.
 */
import { Link } from 'react-router';
import { focusRing } from './classes';

export interface PermissionNoticeProps {
  title: string;
  reason: string;
  /** Text of the link to the login page ("Log in", "Log in with another account"). */
  loginLabel: string;
  testId: string;
  id?: string;
}

export function PermissionNotice({ title, reason, loginLabel, testId, id }: PermissionNoticeProps) {
  return (
    <div
      id={id}
      role="note"
      data-testid={testId}
      className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="font-medium">{title}</p>
      <p className="mt-1">{reason}</p>
      <p className="mt-2">
        <Link
          to="/admin"
          className={`font-medium text-blue-700 underline hover:text-blue-900 dark:text-blue-300 dark:hover:text-blue-200 ${focusRing}`}
        >
          {loginLabel}
        </Link>
      </p>
    </div>
  );
}
