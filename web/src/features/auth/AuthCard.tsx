/** The narrow card the sign-up and invitation pages sit in: a heading, a line under it, the form. */
import type { ReactNode } from 'react';
import { Card } from '../../components/Card';

export function AuthCard({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md py-8">
      <Card>
        <h1 className="mb-1 text-xl font-bold text-gray-900 dark:text-gray-100">{title}</h1>
        {hint && <p className="text-sm text-gray-600 dark:text-gray-400">{hint}</p>}
        <div className="mt-4">{children}</div>
      </Card>
    </div>
  );
}
